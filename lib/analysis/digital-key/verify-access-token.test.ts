import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAccessToken } from "./verify-access-token";

const issuer = "https://digital-key.example.test";
const audience = "idv-back-office";
let privateKey: CryptoKey;
let jwk: JWK;
let server: Server;
let jwksUrl: string;

const sign = (claims: Record<string, unknown>, options: { key?: CryptoKey; exp?: string | number; iss?: string; aud?: string } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "ES256", kid: "k1" })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? audience)
    .setSubject("citizen-42")
    .setIssuedAt()
    .setExpirationTime(options.exp ?? "5m")
    .sign(options.key ?? privateKey);

beforeAll(async () => {
  const pair = await generateKeyPair("ES256");
  privateKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "ES256" };
  server = createServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("verifyAccessToken", () => {
  it("verifies a token against inline keys and returns the identity claims", async () => {
    const token = await sign({ name: "Maria Inês Sousa", birthdate: "1990-04-12", role: "ignored" });
    const result = await verifyAccessToken(token, { issuer, audience, jwks: { keys: [jwk] } });
    expect(result).toMatchObject({
      verified: true,
      subject: "citizen-42",
      claims: { sub: "citizen-42", name: "Maria Inês Sousa", birthdate: "1990-04-12" },
    });
    expect(result.verified && "role" in result.claims).toBe(false);
  });

  it("verifies a token against a JWKS URL", async () => {
    const result = await verifyAccessToken(await sign({ name: "Ana" }), { issuer, audience, jwksUrl });
    expect(result.verified).toBe(true);
  });

  it("rejects an expired token", async () => {
    const token = await sign({}, { exp: Math.floor(Date.now() / 1000) - 3600 });
    expect(await verifyAccessToken(token, { issuer, audience, jwks: { keys: [jwk] } })).toMatchObject({
      verified: false,
      reason: "expired",
    });
  });

  it("rejects another audience and another issuer", async () => {
    const settings = { issuer, audience, jwks: { keys: [jwk] } };
    expect(await verifyAccessToken(await sign({}, { aud: "someone-else" }), settings)).toMatchObject({
      verified: false,
      reason: "wrong-issuer-or-audience",
    });
    expect(await verifyAccessToken(await sign({}, { iss: "https://evil.test" }), settings)).toMatchObject({
      verified: false,
      reason: "wrong-issuer-or-audience",
    });
  });

  it("rejects a token signed by another key and a tampered token", async () => {
    const settings = { issuer, audience, jwks: { keys: [jwk] } };
    const stranger = await generateKeyPair("ES256");
    expect(await verifyAccessToken(await sign({}, { key: stranger.privateKey }), settings)).toMatchObject({
      verified: false,
      reason: "bad-signature",
    });
    const [header, , signature] = (await sign({ name: "Ana" })).split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "admin", iss: issuer, aud: audience, exp: 9999999999 })).toString("base64url");
    expect(await verifyAccessToken(`${header}.${forged}.${signature}`, settings)).toMatchObject({
      verified: false,
      reason: "bad-signature",
    });
  });
});
