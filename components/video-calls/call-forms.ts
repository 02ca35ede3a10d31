/** A server action's form data from plain fields. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** The applicant's live picture as a JPEG (Base64), for a still capture; null before the video has a frame. */
export function videoStill(video: HTMLVideoElement | null): string | null {
  if (!video?.videoWidth) return null;
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext("2d")?.drawImage(video, 0, 0);
  return canvas.toDataURL("image/jpeg", 0.85).split(",")[1] ?? null;
}
