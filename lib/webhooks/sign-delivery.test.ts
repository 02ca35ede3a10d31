import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkSignatureHeader, signatureHeader } from "./sign-delivery";

describe("webhook signatures", () => {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
  const body = JSON.stringify({ id: "evt_1", type: "process.finished", data: { processId: "p" } });
  const header = signatureHeader({ body, secret: "whsec_right", privateKey, timestamp: 1_800_000_000 });

  it("verifies both signatures over the timestamp and the exact body", () => {
    expect(checkSignatureHeader(header, body, { secret: "whsec_right", publicKeyPem })).toEqual({
      hmac: true,
      ed25519: true,
      timestamp: 1_800_000_000,
    });
  });

  it("fails a changed body, a changed timestamp, another secret and another key", () => {
    expect(checkSignatureHeader(header, body.replace("finished", "decided"), { secret: "whsec_right", publicKeyPem })).toMatchObject({
      hmac: false,
      ed25519: false,
    });
    expect(
      checkSignatureHeader(header.replace("t=1800000000", "t=1800000001"), body, { secret: "whsec_right", publicKeyPem }),
    ).toMatchObject({
      hmac: false,
      ed25519: false,
    });
    expect(checkSignatureHeader(header, body, { secret: "whsec_wrong" }).hmac).toBe(false);
    const other = generateKeyPairSync("ed25519").publicKey.export({ type: "spki", format: "pem" }).toString();
    expect(checkSignatureHeader(header, body, { publicKeyPem: other }).ed25519).toBe(false);
  });
});
