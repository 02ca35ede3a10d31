import crypto from "node:crypto";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyWithPublicKey, verifyWithSecret } from "@/docs/examples/verify-webhook";
import { standardWebhooksPublicKey } from "../security/installation-signer";
import { legacySignatureHeader, standardWebhookHeaders } from "./sign-delivery";

// Fixed inputs and the headers they must give, written out. The first vector is the Standard Webhooks project's own
// (its JavaScript library's `v1` test and its Go library's `v1a` test); the second, an event of ours, was computed with
// Python's hmac and OpenSSL's pkeyutl. Each is checked here by the standardwebhooks package and by node:crypto.
const ED25519_SEED = "VEVTVFNJR05JTkdLRVlET05PVFVTRVRISVNGT1JBTlk=";
const PUBLIC_KEY = "whpk_ZlN4eg7dSSqi0moX9hQUk3orrOouK3QVQSlJa248c/g=";
const privateKey = crypto.createPrivateKey({
  key: Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), Buffer.from(ED25519_SEED, "base64")]),
  format: "der",
  type: "pkcs8",
});
const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString();

const PUBLISHED = {
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  signature:
    "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE= v1a,tQ9V2XOqn7jL/DQenEFpqIugdBVtiMmER5mhSkXBNwM0mkATuDe6KYYUuxqtaiHeYGb7KaaBRdM5WqyeFiL8Ag==",
};

const EVENT_ID = "evt_0b7d2f4e-8c1a-4f3e-9d6b-2a5c7e9f1b3d";
const OURS = {
  id: EVENT_ID,
  timestamp: 1800000000,
  body: `{"id":"${EVENT_ID}","type":"process.decided","createdAt":"2027-01-15T08:00:00.000Z","accountId":"acc-vectors","data":{"processId":"prc-vectors","decisionId":"dec-vectors","decision":"approved","reason":"identity-verified","reviewerRole":"reviewer","fourEyes":false}}`,
  secret: "whsec_8+/Zk4Ql3vA0Tq2xR7yWm/1cJb5hN+6e",
  signature:
    "v1,oq474WCCMDJRZl3df5SczYc4nO3oscwGvqs343PfRco= v1a,xGMnHK4ONU73CyvlLTR/E/hOCj/ln+wfTs8iGTwo/+Q97o7HSo/S8M7E2PmUy+J28hVPfD/66jyyfcHJR5lOCQ==",
  legacy:
    "t=1800000000,v1=5706adb74d06997d5c19f7cb219ddd23114b48a8486656cc1fe88ceee0868b51,ed25519=DpuB+6CVcVjAWstBVJSf/Tbs6ggCDfJ9mlxKVSqHE/DTFVazKVoU3gRh67vUWoxtS+9gQ8VSqq1EQvnOOf9dDA==",
};
// The same key as OURS.secret, written as endpoints made before the Standard Webhooks headers were (base64url).
const BASE64URL_SECRET = "whsec_8-_Zk4Ql3vA0Tq2xR7yWm_1cJb5hN-6e";

type Vector = { id: string; timestamp: number; body: string; secret: string; signature: string };

const headersOf = (vector: Vector) => ({
  "webhook-id": vector.id,
  "webhook-timestamp": String(vector.timestamp),
  "webhook-signature": vector.signature,
});

/** The receiver's clock at `seconds` (Unix time). */
const clockAt = (seconds: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(seconds * 1000);
};

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ["the Standard Webhooks project's vector", PUBLISHED],
  ["an event of ours", OURS],
])("Standard Webhooks signatures: %s", (_name, vector) => {
  it("are the headers written out above", () => {
    expect(standardWebhookHeaders({ ...vector, privateKey })).toEqual(headersOf(vector));
  });

  it("verify with the standardwebhooks package (v1) and with node:crypto (v1a) at the time they were made", () => {
    clockAt(vector.timestamp);
    expect(new Webhook(vector.secret).verify(vector.body, headersOf(vector))).toEqual(JSON.parse(vector.body));
    const [, v1a = ""] = vector.signature.split(" v1a,");
    const content = Buffer.from(`${vector.id}.${vector.timestamp}.${vector.body}`);
    expect(crypto.verify(null, content, publicKeyPem, Buffer.from(v1a, "base64"))).toBe(true);
  });

  it("pass the documented receiver check within 5 minutes either way, and are refused as stale or early past them", () => {
    const headers = headersOf(vector);
    for (const skew of [-300, 300]) {
      clockAt(vector.timestamp + skew);
      expect(verifyWithSecret(vector.body, headers, vector.secret)).toEqual(JSON.parse(vector.body));
      expect(verifyWithPublicKey(vector.body, headers, PUBLIC_KEY)).toEqual(JSON.parse(vector.body));
    }
    clockAt(vector.timestamp + 301);
    expect(() => verifyWithSecret(vector.body, headers, vector.secret)).toThrow(new WebhookVerificationError("Message timestamp too old"));
    expect(() => verifyWithPublicKey(vector.body, headers, PUBLIC_KEY)).toThrow("webhook-timestamp too far from now");
    clockAt(vector.timestamp - 301);
    expect(() => verifyWithSecret(vector.body, headers, vector.secret)).toThrow(new WebhookVerificationError("Message timestamp too new"));
    expect(() => verifyWithPublicKey(vector.body, headers, PUBLIC_KEY)).toThrow("webhook-timestamp too far from now");
  });

  it("fail the documented receiver check with another body, id, timestamp, secret or key", () => {
    clockAt(vector.timestamp);
    const headers = headersOf(vector);
    const changed = [
      { body: `${vector.body} `, headers },
      { body: vector.body, headers: { ...headers, "webhook-id": `${vector.id}x` } },
      { body: vector.body, headers: { ...headers, "webhook-timestamp": String(vector.timestamp + 1) } },
    ];
    for (const { body, headers: sent } of changed) {
      expect(() => verifyWithSecret(body, sent, vector.secret)).toThrow("No matching signature found");
      expect(() => verifyWithPublicKey(body, sent, PUBLIC_KEY)).toThrow("no valid v1a signature");
    }
    expect(() => verifyWithSecret(vector.body, headers, `whsec_${crypto.randomBytes(24).toString("base64")}`)).toThrow(
      "No matching signature found",
    );
    const otherKey = crypto.generateKeyPairSync("ed25519").publicKey.export({ type: "spki", format: "der" }).subarray(-32);
    expect(() => verifyWithPublicKey(vector.body, headers, `whpk_${otherKey.toString("base64")}`)).toThrow("no valid v1a signature");
  });
});

describe("the installation key as Standard Webhooks publishes it", () => {
  it("is whpk_ and the base64 of the raw key, the JWK's x", () => {
    expect(standardWebhooksPublicKey(publicKeyPem)).toBe(PUBLIC_KEY);
    const { x } = crypto.createPublicKey(publicKeyPem).export({ format: "jwk" });
    expect(Buffer.from(PUBLIC_KEY.slice("whpk_".length), "base64").toString("base64url")).toBe(x);
  });
});

describe("secrets made before the Standard Webhooks headers (base64url)", () => {
  it("sign with the same key, which the package takes once the part after whsec_ is rewritten in base64 (- as +, _ as /)", () => {
    expect(standardWebhookHeaders({ ...OURS, secret: BASE64URL_SECRET, privateKey })).toEqual(headersOf(OURS));
    clockAt(OURS.timestamp);
    expect(() => verifyWithSecret(OURS.body, headersOf(OURS), BASE64URL_SECRET)).toThrow("incorrect characters");
    const rewritten = `whsec_${BASE64URL_SECRET.slice("whsec_".length).replaceAll("-", "+").replaceAll("_", "/")}`;
    expect(verifyWithSecret(OURS.body, headersOf(OURS), rewritten)).toEqual(JSON.parse(OURS.body));
  });
});

describe("the deprecated idv-signature header", () => {
  it("is the header written out above, its HMAC keyed with the secret's whole text; node:crypto verifies both parts", () => {
    expect(legacySignatureHeader({ ...OURS, privateKey })).toBe(OURS.legacy);
    const content = `${OURS.timestamp}.${OURS.body}`;
    const [, hmac, ed25519 = ""] = /v1=([0-9a-f]+),ed25519=(.+)$/.exec(OURS.legacy) ?? [];
    expect(crypto.createHmac("sha256", OURS.secret).update(content).digest("hex")).toBe(hmac);
    expect(crypto.verify(null, Buffer.from(content), publicKeyPem, Buffer.from(ed25519, "base64"))).toBe(true);
  });
});
