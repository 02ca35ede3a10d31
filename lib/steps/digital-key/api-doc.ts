import type { StepApiDoc } from "../common/api-doc";

export const digitalKeyApiDoc: StepApiDoc = {
  body: '`accessToken` (up to 8192 characters; the record keeps `"******"`, never the token)',
  check:
    "verified as a signed JWT of the step's issuer (flow settings `issuer`, `audience`, and `jwksUrl`, `jwks` or `jwksFile`): signature, issuer, audience, expiry; not verified → 422",
  result: "`verified: true`, `claims`, `issuer`, `subject`, `expiresAt`, `method: jwt`; not verified: `verified: false` and its `reason`",
};
