const FILE_URL = /\/files\/(attachments|processes|videos|audios)\/([A-Za-z0-9-]{1,100})$/;

/** The stored file id behind a record's file URL ({base_url}/files/<bucket>/<id>), or null for any other value. */
export function fileIdFromUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return FILE_URL.exec(value)?.[2] ?? null;
}

/** Where the back office serves a process's file to signed-in staff (never through the public API). */
export function staffFileHref(processId: string, fileId: string, options: { download?: boolean } = {}): string {
  return `/processes/${encodeURIComponent(processId)}/files/${encodeURIComponent(fileId)}${options.download ? "?download=1" : ""}`;
}

const EXTENSIONS = new Map([
  ["application/pdf", "pdf"],
  ["image/jpeg", "jpg"],
  ["image/png", "png"],
  ["image/webp", "webp"],
  ["video/mp4", "mp4"],
  ["video/webm", "webm"],
  ["application/json", "json"],
]);

/** A stored file's name when saved: its id and the extension of its type (`<id>.pdf` for the evidence). */
export function downloadName(fileId: string, contentType: string): string {
  const extension = EXTENSIONS.get(contentType.split(";")[0]?.trim() ?? "");
  return extension ? `${fileId}.${extension}` : fileId;
}
