import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type InstallationKey = { privateKey: KeyObject; publicKeyPem: string; fingerprint: string };

export function keyFingerprint(publicKeyPem: string): string {
  const der = createPublicKey(publicKeyPem).export({ type: "spki", format: "der" });
  return createHash("sha256").update(der).digest("hex").slice(0, 32);
}

export function installationKeyPath(dataDir: string): string {
  return path.join(dataDir, "keys", "bundle-signing-ed25519.pem");
}

/** This installation's Ed25519 key that signs audit bundles: created once, kept private (0600) under the data folder. */
export function loadOrCreateInstallationKey(dataDir: string): InstallationKey {
  const file = installationKeyPath(dataDir);
  if (!fs.existsSync(file)) {
    const { privateKey } = generateKeyPairSync("ed25519");
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600, flag: "wx" });
  }
  const privateKey = createPrivateKey(fs.readFileSync(file));
  const publicKeyPem = createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString();
  return { privateKey, publicKeyPem, fingerprint: keyFingerprint(publicKeyPem) };
}
