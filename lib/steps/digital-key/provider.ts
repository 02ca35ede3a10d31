import path from "node:path";
import { verifyAccessToken } from "@/lib/analysis/digital-key/verify-access-token";
import { env } from "@/lib/env";
import { localProviderOf } from "../common/local-provider";
import { verdict } from "../common/verdict";
import { DIGITAL_KEY_TYPES } from "./action-types";

/** Key files named by a flow are read only from this folder: a flow is data, not a way to read the server's files. */
export function digitalKeyFolder(): string {
  return path.join(env().dataDir, "keys", "digital-key");
}

function withContainedKeyFile(settings: Record<string, unknown>): Record<string, unknown> {
  if (typeof settings.jwksFile !== "string") return settings;
  const folder = digitalKeyFolder();
  const file = path.resolve(folder, settings.jwksFile);
  if (!file.startsWith(folder + path.sep)) throw new Error("digital-key settings: jwksFile must name a file in the key folder");
  return { ...settings, jwksFile: file };
}

/** digital-key: the accessToken verified as a signed JWT of the step's issuer (settings: issuer, audience, jwksUrl | jwksFile | jwks). */
export const digitalKeyProvider = localProviderOf(DIGITAL_KEY_TYPES, async (input) => {
  const verification = await verifyAccessToken(String(input.payload.accessToken), withContainedKeyFile(input.settings) as never);
  if (!verification.verified)
    return verdict(false, { verified: false, reason: verification.reason }, `accessToken: ${verification.message}`);
  const { verified, claims, issuer, subject, expiresAt } = verification;
  return verdict(true, { verified, claims, issuer, subject, expiresAt, method: "jwt" }, "");
});
