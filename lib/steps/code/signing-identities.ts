import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { createSigningIdentity, type SigningIdentity } from "@/lib/analysis/signing/create-signing-identity";
import { env } from "@/lib/env";

const ZStoredIdentity = z.object({
  p12: z.string(),
  passphrase: z.string(),
  certificatePem: z.string(),
  certificateSha256: z.string(),
  notAfter: z.string(),
});

function identityFile(accountId: string): string {
  if (!/^[\w-]+$/.test(accountId)) throw new Error("account id is not a safe file name");
  return path.join(env().dataDir, "keys", "signing", `${accountId}.json`);
}

async function readIdentity(file: string): Promise<SigningIdentity> {
  const stored = ZStoredIdentity.parse(JSON.parse(await fs.readFile(file, "utf8")));
  return { ...stored, p12: Buffer.from(stored.p12, "base64") };
}

/**
 * The account's document-signing key and self-signed certificate, created on first use and kept private (0600)
 * under the data folder; two servers creating it at once keep the first one written.
 */
export async function accountSigningIdentity(accountId: string): Promise<SigningIdentity> {
  const file = identityFile(accountId);
  try {
    return await readIdentity(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const identity = await createSigningIdentity({ commonName: `Account ${accountId} document signing`, organisation: "IDV Back Office" });
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const stored = { ...identity, p12: identity.p12.toString("base64") };
  await fs.writeFile(file, JSON.stringify(stored), { mode: 0o600, flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  return readIdentity(file);
}
