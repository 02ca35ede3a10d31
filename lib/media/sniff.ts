export type ImageInfo = { contentType: "image/png" | "image/jpeg"; width: number; height: number };
export type VideoInfo = { contentType: "video/mp4" | "video/webm" };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngInfo(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { contentType: "image/png", width, height } : null;
}

/** Walks JPEG markers to the first start-of-frame segment, which carries the dimensions. */
function jpegInfo(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) {
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      return width > 0 && height > 0 ? { contentType: "image/jpeg", width, height } : null;
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/** The real type and size of an image from its own header bytes, whatever the client claims. */
export function sniffImage(bytes: Buffer): ImageInfo | null {
  return pngInfo(bytes) ?? jpegInfo(bytes);
}

export function sniffVideo(bytes: Buffer): VideoInfo | null {
  if (bytes.length >= 12 && bytes.toString("latin1", 4, 8) === "ftyp") return { contentType: "video/mp4" };
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return { contentType: "video/webm" };
  return null;
}
