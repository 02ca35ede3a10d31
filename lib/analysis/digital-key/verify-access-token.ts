import { readFile } from "node:fs/promises";
import type { JSONWebKeySet, JWTVerifyGetKey } from "jose";
import { type TDigitalKeySettings, ZDigitalKeySettings } from "./digital-key-settings";

export type DigitalKeyVerification =
  | { verified: true; claims: Record<string, unknown>; issuer: string; subject: string; expiresAt: string | null }
  | {
      verified: false;
      reason: "expired" | "bad-signature" | "wrong-issuer-or-audience" | "malformed" | "no-matching-key";
      message: string;
    };

type Jose = typeof import("jose");

async function keySource(jose: Jose, settings: ReturnType<typeof ZDigitalKeySettings.parse>): Promise<JWTVerifyGetKey> {
  if (settings.jwksUrl) return jose.createRemoteJWKSet(new URL(settings.jwksUrl));
  const jwks = settings.jwks ?? JSON.parse(await readFile(settings.jwksFile ?? "", "utf8"));
  return jose.createLocalJWKSet(jwks as JSONWebKeySet);
}

function reasonOf({ errors }: Jose, error: unknown): Extract<DigitalKeyVerification, { verified: false }>["reason"] {
  if (error instanceof errors.JWTExpired) return "expired";
  if (error instanceof errors.JWTClaimValidationFailed) return "wrong-issuer-or-audience";
  if (error instanceof errors.JWSSignatureVerificationFailed) return "bad-signature";
  if (error instanceof errors.JWKSNoMatchingKey) return "no-matching-key";
  return "malformed";
}

/** Verifies the accessToken as a signed JWT from the configured issuer and returns its identity claims. */
export async function verifyAccessToken(accessToken: string, settings: TDigitalKeySettings): Promise<DigitalKeyVerification> {
  const config = ZDigitalKeySettings.parse(settings);
  // Loaded at the first digital-key step (about 90 ms of CPU), not by every process that composes the app.
  const jose = await import("jose");
  try {
    const { payload } = await jose.jwtVerify(accessToken, await keySource(jose, config), {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: config.algorithms,
      clockTolerance: config.clockToleranceSeconds,
      requiredClaims: ["exp", "sub"],
    });
    const claims = Object.fromEntries(
      config.identityClaims.filter((claim) => Object.hasOwn(payload, claim)).map((claim) => [claim, payload[claim]]),
    );
    return {
      verified: true,
      claims,
      issuer: config.issuer,
      subject: payload.sub ?? "",
      expiresAt: payload.exp ? new Date(payload.exp * 1000).toISOString() : null,
    };
  } catch (error) {
    return { verified: false, reason: reasonOf(jose, error), message: error instanceof Error ? error.message : String(error) };
  }
}
