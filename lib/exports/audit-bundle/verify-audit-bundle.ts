import { createHash, createPublicKey, verify } from "node:crypto";
import type yauzl from "yauzl";
import { keyFingerprint } from "../../security/installation-key";
import { MANIFEST, type Manifest, SIGNATURE } from "./manifest";

export type BundleVerdict = {
  ok: boolean;
  signatureValid: boolean;
  signedByThisKey: boolean;
  altered: string[];
  missing: string[];
  unlisted: string[];
  processId: string | null;
  /** "masked": the record is masked and the stored files in `withheld` were left out by design (their SHA-256 is signed). */
  personalData: "shown" | "masked";
  withheld: string[];
};

export async function readZipEntries(file: string): Promise<Map<string, Buffer>> {
  // Loaded with the first bundle read, not by every process that imports the exports (the operator tool's every call).
  const { default: unzip } = await import("yauzl");
  const zip = await unzip.openPromise(file, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", reject);
      zip.on("end", resolve);
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith("/")) return zip.readEntry();
        zip
          .openReadStreamPromise(entry)
          .then(async (stream) => {
            const chunks: Buffer[] = [];
            for await (const chunk of stream) chunks.push(chunk as Buffer);
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          })
          .catch(reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return entries;
}

/**
 * Checks a bundle offline: the manifest's signature against the given public key, then every file's SHA-256.
 * Withheld files are not in the bundle by design; one that is there anyway counts as not in the manifest.
 */
export async function verifyAuditBundle(file: string, publicKeyPem: string): Promise<BundleVerdict> {
  const entries = await readZipEntries(file);
  const manifestBytes = entries.get(MANIFEST);
  const signature = entries.get(SIGNATURE);
  if (!manifestBytes || !signature) {
    return {
      ok: false,
      signatureValid: false,
      signedByThisKey: false,
      altered: [],
      missing: [MANIFEST, SIGNATURE].filter((n) => !entries.has(n)),
      unlisted: [],
      processId: null,
      personalData: "shown",
      withheld: [],
    };
  }
  const manifest = JSON.parse(manifestBytes.toString("utf8")) as Manifest;
  const signatureValid = verify(null, manifestBytes, createPublicKey(publicKeyPem), Buffer.from(signature.toString("utf8"), "base64"));
  const signedByThisKey = manifest.signingKeyFingerprint === keyFingerprint(publicKeyPem);
  const listed = new Set(manifest.files.map((f) => f.path));
  const altered = manifest.files
    .filter(
      (f) =>
        entries.has(f.path) &&
        createHash("sha256")
          .update(entries.get(f.path) as Buffer)
          .digest("hex") !== f.sha256,
    )
    .map((f) => f.path);
  const missing = manifest.files.filter((f) => !entries.has(f.path)).map((f) => f.path);
  const unlisted = [...entries.keys()].filter((name) => name !== MANIFEST && name !== SIGNATURE && !listed.has(name));
  return {
    ok: signatureValid && signedByThisKey && !altered.length && !missing.length && !unlisted.length,
    signatureValid,
    signedByThisKey,
    altered,
    missing,
    unlisted,
    processId: manifest.processId,
    personalData: manifest.personalData ?? "shown",
    withheld: (manifest.withheld ?? []).map((f) => f.path),
  };
}
