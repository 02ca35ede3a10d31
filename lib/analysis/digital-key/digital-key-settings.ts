import { z } from "zod";

/** How the national digital-key provider's tokens are checked. Exactly one key source: a JWKS URL, a JWKS file, or inline JWKS. */
export const ZDigitalKeySettings = z
  .object({
    issuer: z.string().min(1),
    audience: z.string().min(1),
    jwksUrl: z.string().url().optional(),
    jwksFile: z.string().min(1).optional(),
    jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }).optional(),
    /** Accepted signature algorithms. */
    algorithms: z.array(z.string()).default(["RS256", "PS256", "ES256", "EdDSA"]),
    /** Tolerated clock difference, in seconds. */
    clockToleranceSeconds: z.number().int().min(0).default(30),
    /** Claims copied into the result when present. */
    identityClaims: z
      .array(z.string())
      .default(["sub", "name", "given_name", "family_name", "birthdate", "nationality", "document_number", "tax_number"]),
  })
  .refine((settings) => [settings.jwksUrl, settings.jwksFile, settings.jwks].filter(Boolean).length === 1, {
    message: "configure exactly one of jwksUrl, jwksFile, jwks",
  });
export type TDigitalKeySettings = z.input<typeof ZDigitalKeySettings>;
