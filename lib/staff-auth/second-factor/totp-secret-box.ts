import crypto from "node:crypto";
import { env } from "@/lib/env";

const SEALED_PREFIX = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key of its own for TOTP secrets, derived from NEXTAUTH_SECRET (HKDF-SHA256), so no other use shares it. */
function secretBoxKey(): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", env().NEXTAUTH_SECRET, "", "idv staff TOTP secret v1", 32));
}

export function isSealedTotpSecret(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

/** The base32 secret as stored: AES-256-GCM, bound to its user (associated data), as `v1.` + base64url(iv, tag, text). */
export function sealTotpSecret(secret: string, userId: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", secretBoxKey(), iv).setAAD(Buffer.from(userId));
  const text = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), text]).toString("base64url");
}

/** The base32 secret back; a secret stored before encryption (not yet sealed by its job) reads as it is. */
export function openTotpSecret(stored: string, userId: string): string {
  if (!isSealedTotpSecret(stored)) return stored;
  const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), "base64url");
  const decipher = crypto.createDecipheriv("aes-256-gcm", secretBoxKey(), bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(userId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
