import crypto from "node:crypto";

/**
 * Names which NEXTAUTH_SECRET an installation runs with, without revealing it (HKDF-SHA256 with a label of its own):
 * TOTP secrets and remote credentials are sealed, and API credentials and codes hashed, with that secret.
 */
export function secretFingerprint(secret: string): string {
  return Buffer.from(crypto.hkdfSync("sha256", secret, "", "idv backup: which NEXTAUTH_SECRET v1", 16)).toString("hex");
}
