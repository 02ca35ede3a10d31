import crypto, { type KeyObject } from "node:crypto";

export const SIGNATURE_HEADER = "idv-signature";

/** What both signatures cover: the Unix time of the attempt, a dot, and the exact body (as Stripe's scheme). */
const signedContent = (timestamp: number, body: string) => `${timestamp}.${body}`;

/** `t=<unix seconds>,v1=<HMAC-SHA256 hex with the endpoint's secret>,ed25519=<base64 signature with the installation key>`. */
export function signatureHeader({
  body,
  secret,
  privateKey,
  timestamp,
}: {
  body: string;
  secret: string;
  privateKey: KeyObject;
  timestamp: number;
}): string {
  const content = signedContent(timestamp, body);
  const hmac = crypto.createHmac("sha256", secret).update(content).digest("hex");
  const ed25519 = crypto.sign(null, Buffer.from(content), privateKey).toString("base64");
  return `t=${timestamp},v1=${hmac},ed25519=${ed25519}`;
}

export type SignatureCheck = { hmac: boolean; ed25519: boolean; timestamp: number | null };

/**
 * What a receiver does: checks the HMAC with the endpoint's secret and the Ed25519 signature with the installation's
 * public key (`GET /api/webhooks/public-key`), both over the header's timestamp and the raw body. Reject old timestamps too.
 */
export function checkSignatureHeader(
  header: string,
  body: string,
  { secret, publicKeyPem }: { secret?: string; publicKeyPem?: string },
): SignatureCheck {
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  if (!Number.isInteger(timestamp)) return { hmac: false, ed25519: false, timestamp: null };
  const content = signedContent(timestamp, body);
  const expected = secret ? crypto.createHmac("sha256", secret).update(content).digest() : null;
  const given = Buffer.from(parts.get("v1") ?? "", "hex");
  const hmac = expected !== null && given.length === expected.length && crypto.timingSafeEqual(given, expected);
  const ed25519 =
    publicKeyPem !== undefined &&
    crypto.verify(null, Buffer.from(content), crypto.createPublicKey(publicKeyPem), Buffer.from(parts.get("ed25519") ?? "", "base64"));
  return { hmac, ed25519, timestamp };
}
