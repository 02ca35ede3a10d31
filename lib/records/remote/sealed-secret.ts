import crypto from "node:crypto";
import { env } from "@/lib/env";

/** AES-256-GCM under a key derived from NEXTAUTH_SECRET for this one purpose: rotating the secret needs the credentials re-entered. */
function key(): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", env().NEXTAUTH_SECRET, "idv", "remote-account-credential", 32));
}

/** `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function sealSecret(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The plain secret, or an error when it was sealed under another NEXTAUTH_SECRET (or altered). */
export function openSecret(sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("Not a sealed secret.");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  try {
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new Error("A remote account's credential cannot be opened: NEXTAUTH_SECRET changed since it was stored; enter it again.");
  }
}
