/** The spec's file buckets: account attachments, process images and documents, videos, audios. */
export type FileBucket = "attachments" | "processes" | "videos" | "audios";
export const FILE_BUCKETS: readonly FileBucket[] = ["attachments", "processes", "videos", "audios"];
