import crypto from "node:crypto";
import { env } from "@/lib/env";

export function sha256Hex(data: string | Buffer): string {
  return crypto.hash("sha256", data, "hex");
}

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString("base64url");
}

/** A 6-digit code from the CSPRNG. */
export function generateCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** One-time codes are kept only as a keyed hash, bound to the process and step. */
export function hashCode(code: string, processId: string, stepId: string): string {
  return crypto.createHmac("sha256", env().NEXTAUTH_SECRET).update(`otp:${processId}:${stepId}:${code}`).digest("hex");
}

/** `<base64url payload>.<base64url HMAC>`: signed with the app secret, verified with a constant-time compare. */
export function signToken(purpose: string, claims: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify({ ...claims, pur: purpose })).toString("base64url");
  const mac = crypto.createHmac("sha256", env().NEXTAUTH_SECRET).update(body).digest("base64url");
  return `${body}.${mac}`;
}

export function verifyToken(purpose: string, token: string, now = Date.now()): Record<string, unknown> | null {
  const [body, mac] = token.split(".");
  if (!body || !mac) return null;
  const expected = crypto.createHmac("sha256", env().NEXTAUTH_SECRET).update(body).digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as Record<string, unknown>;
  if (claims.pur !== purpose || typeof claims.exp !== "number" || claims.exp * 1000 < now) return null;
  return claims;
}
