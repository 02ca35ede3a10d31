import fs from "node:fs/promises";
import path from "node:path";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";

export const DEMO_DIGITAL_KEY = {
  issuer: "https://digital-key.demo.idv.local",
  audience: "idv-demo",
  jwksFile: "demo-issuer.jwks.json",
} as const;

const PRIVATE_FILE = "demo-issuer.private.jwk.json";

/**
 * The demo's stand-in for a national digital-key issuer: an ES256 key pair under the digital-key folder (the public
 * JWKS where the bundled flow's step reads it), and a way to mint the access token its app would hand the applicant.
 */
export async function demoDigitalKeyIssuer(
  folder: string,
): Promise<{ mint: (subject: string, claims: Record<string, unknown>) => Promise<string> }> {
  const privateFile = path.join(folder, PRIVATE_FILE);
  let privateJwk: JWK;
  try {
    privateJwk = JSON.parse(await fs.readFile(privateFile, "utf8")) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const { publicKey, privateKey } = await generateKeyPair("ES256", { extractable: true });
    privateJwk = { ...(await exportJWK(privateKey)), kid: "demo-1", alg: "ES256" };
    await fs.mkdir(folder, { recursive: true, mode: 0o700 });
    await fs.writeFile(privateFile, JSON.stringify(privateJwk), { mode: 0o600 });
    const publicJwk = { ...(await exportJWK(publicKey)), kid: "demo-1", alg: "ES256", use: "sig" };
    await fs.writeFile(path.join(folder, DEMO_DIGITAL_KEY.jwksFile), JSON.stringify({ keys: [publicJwk] }));
  }
  const key = await importJWK(privateJwk, "ES256");
  return {
    mint: (subject, claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", kid: "demo-1" })
        .setSubject(subject)
        .setIssuer(DEMO_DIGITAL_KEY.issuer)
        .setAudience(DEMO_DIGITAL_KEY.audience)
        .setIssuedAt()
        .setExpirationTime("10m")
        .sign(key),
  };
}
