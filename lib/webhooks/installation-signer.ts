import { env } from "@/lib/env";
import { type InstallationKey, loadOrCreateInstallationKey } from "@/lib/exports/installation-key";

let cached: { dataDir: string; key: InstallationKey } | undefined;

/** The installation's Ed25519 key (the one that signs audit bundles), read once per data folder. */
export function installationKey(): InstallationKey {
  const { dataDir } = env();
  if (cached?.dataDir !== dataDir) cached = { dataDir, key: loadOrCreateInstallationKey(dataDir) };
  return cached.key;
}
