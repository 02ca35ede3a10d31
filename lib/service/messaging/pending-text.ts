import crypto from "node:crypto";
import { env } from "@/lib/env";

const PREFIX = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key of its own for queued messages' texts, derived from NEXTAUTH_SECRET (HKDF-SHA256): no other use shares it. */
function pendingTextKey(): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", env().NEXTAUTH_SECRET, "", "idv pending message text v1", 32));
}

/** A queued message's text as stored until it is sent: AES-256-GCM bound to its outbox row, `v1.` + base64url(iv, tag, text). */
export function sealPendingText(text: string, outboxId: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", pendingTextKey(), iv).setAAD(Buffer.from(outboxId));
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The text back; throws when it was sealed under another NEXTAUTH_SECRET or for another row. */
export function openPendingText(sealed: string, outboxId: string): string {
  if (!sealed.startsWith(PREFIX)) throw new Error("not a sealed message text");
  const bytes = Buffer.from(sealed.slice(PREFIX.length), "base64url");
  const decipher = crypto.createDecipheriv("aes-256-gcm", pendingTextKey(), bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(outboxId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
