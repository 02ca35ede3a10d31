import { createPublicKey } from "node:crypto";
import { env } from "@/lib/env";
import { type InstallationKey, loadOrCreateInstallationKey } from "@/lib/security/installation-key";

let cached: { dataDir: string; key: InstallationKey } | undefined;

/** The installation's Ed25519 key (the one that signs audit bundles), read once per data folder. */
export function installationKey(): InstallationKey {
  const { dataDir } = env();
  if (cached?.dataDir !== dataDir) cached = { dataDir, key: loadOrCreateInstallationKey(dataDir) };
  return cached.key;
}

/** An Ed25519 public key as Standard Webhooks writes one: `whpk_` and the base64 of its 32 raw bytes. */
export function standardWebhooksPublicKey(publicKeyPem: string): string {
  const spki = createPublicKey(publicKeyPem).export({ type: "spki", format: "der" });
  return `whpk_${spki.subarray(-32).toString("base64")}`;
}
