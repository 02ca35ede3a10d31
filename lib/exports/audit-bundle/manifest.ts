export const MANIFEST = "manifest.json";
export const SIGNATURE = "manifest.sig";

export type ManifestEntry = { path: string; sha256: string; size: number };

/** What a bundle claims: every file in it with its SHA-256, under this installation's signature. */
export type Manifest = {
  format: "idv-audit-bundle/1";
  processId: string;
  createdAt: string;
  createdBy: string;
  signingKeyFingerprint: string;
  files: ManifestEntry[];
};
