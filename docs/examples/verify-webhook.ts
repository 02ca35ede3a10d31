import { createPublicKey, verify } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** A receiver's check of a delivery, as docs/webhooks.md describes it: the raw body as received, and its headers. */
export type DeliveryHeaders = Record<string, string | string[] | undefined>;

/** How far `webhook-timestamp` may be from the receiver's clock, either way (the standardwebhooks package's own). */
export const TOLERANCE_SECONDS = 5 * 60;

// What precedes a raw 32-byte Ed25519 public key in its SubjectPublicKeyInfo (DER) form.
const ED25519_SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

function header(headers: DeliveryHeaders, name: string): string {
  const value = headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/**
 * With the endpoint's secret (`whsec_…`): the standardwebhooks package checks the `v1` HMAC-SHA256 and refuses a
 * timestamp more than 5 minutes from now. Returns the parsed event; throws a WebhookVerificationError otherwise.
 */
export function verifyWithSecret(rawBody: string, headers: DeliveryHeaders, secret: string): unknown {
  return new Webhook(secret).verify(rawBody, {
    "webhook-id": header(headers, "webhook-id"),
    "webhook-timestamp": header(headers, "webhook-timestamp"),
    "webhook-signature": header(headers, "webhook-signature"),
  });
}

/**
 * With the installation's public key (`whpk_…`, from `GET /api/webhooks/public-key`): the `v1a` Ed25519 signature over
 * `<webhook-id>.<webhook-timestamp>.<raw body>`, and the same 5-minute window. Returns the parsed event; throws otherwise.
 */
export function verifyWithPublicKey(rawBody: string, headers: DeliveryHeaders, publicKey: string): unknown {
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  if (!id || !/^\d+$/.test(timestamp)) throw new Error("missing webhook-id or webhook-timestamp");
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) throw new Error("webhook-timestamp too far from now");
  const raw = Buffer.from(publicKey.replace(/^whpk_/, ""), "base64");
  const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: "der", type: "spki" });
  const content = Buffer.from(`${id}.${timestamp}.${rawBody}`);
  const isSigned = header(headers, "webhook-signature")
    .split(" ")
    .some((entry) => {
      const [version, signature = ""] = entry.split(",");
      return version === "v1a" && verify(null, content, key, Buffer.from(signature, "base64"));
    });
  if (!isSigned) throw new Error("no valid v1a signature");
  return JSON.parse(rawBody);
}
