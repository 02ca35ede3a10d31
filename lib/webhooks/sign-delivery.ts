import crypto, { type KeyObject } from "node:crypto";

/** Deprecated: the earlier house header, still sent beside the Standard Webhooks headers while receivers move over. */
export const LEGACY_SIGNATURE_HEADER = "idv-signature";

export type SignedAttempt = { id: string; body: string; secret: string; privateKey: KeyObject; timestamp: number };

export type StandardWebhookHeaders = { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string };

/**
 * The HMAC key an endpoint's secret names: the bytes of the base64 after `whsec_`. Secrets made before the Standard
 * Webhooks headers are base64url, which Node's base64 decoder reads too, so they name the same bytes.
 */
export function hmacKeyOf(secret: string): Buffer {
  return Buffer.from(secret.replace(/^whsec_/, ""), "base64");
}

/**
 * The Standard Webhooks headers (standardwebhooks.com): both signatures cover `<id>.<timestamp>.<body>`;
 * `v1,` HMAC-SHA256 with the endpoint's key, `v1a,` Ed25519 with the installation key, both base64, space separated.
 */
export function standardWebhookHeaders({ id, body, secret, privateKey, timestamp }: SignedAttempt): StandardWebhookHeaders {
  const content = Buffer.from(`${id}.${timestamp}.${body}`);
  const hmac = crypto.createHmac("sha256", hmacKeyOf(secret)).update(content).digest("base64");
  const ed25519 = crypto.sign(null, content, privateKey).toString("base64");
  return { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": `v1,${hmac} v1a,${ed25519}` };
}

/**
 * Deprecated `idv-signature: t=<unix seconds>,v1=<hex>,ed25519=<base64>`, both over `<t>.<body>`; its HMAC is keyed
 * with the secret's whole text (`whsec_` included), as it always was.
 */
export function legacySignatureHeader({ body, secret, privateKey, timestamp }: Omit<SignedAttempt, "id">): string {
  const content = `${timestamp}.${body}`;
  const hmac = crypto.createHmac("sha256", secret).update(content).digest("hex");
  const ed25519 = crypto.sign(null, Buffer.from(content), privateKey).toString("base64");
  return `t=${timestamp},v1=${hmac},ed25519=${ed25519}`;
}
