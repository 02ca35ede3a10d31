/** Where a stored file's bytes live: `<accountId>/<bucket>/<fileId>`, the key its StoredFile row names. */
export function storageKey(accountId: string, bucket: string, id: string): string {
  return `${accountId}/${bucket}/${id}`;
}

/** The file id of a key shaped like a StoredFile's; null for the installation's own files (e.g. the sanctions list). */
export function fileIdOfStorageKey(key: string): string | null {
  const parts = key.split("/");
  return parts.length === 3 && parts.every(Boolean) ? (parts[2] ?? null) : null;
}
