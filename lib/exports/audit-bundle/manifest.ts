export const MANIFEST = "manifest.json";
export const SIGNATURE = "manifest.sig";

export type ManifestEntry = { path: string; sha256: string; size: number };

/**
 * What a bundle claims: every file in it with its SHA-256, under this installation's signature. A bundle
 * made for a reader who may not see personal data (`personalData: "masked"`) holds the masked record and
 * lists the stored files it leaves out under `withheld`, each with the SHA-256 of the bytes in storage.
 * Bundles made before masking have neither field.
 */
export type Manifest = {
  format: "idv-audit-bundle/1";
  processId: string;
  createdAt: string;
  createdBy: string;
  signingKeyFingerprint: string;
  personalData?: "shown" | "masked";
  files: ManifestEntry[];
  withheld?: ManifestEntry[];
};
