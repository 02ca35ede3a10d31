import sharp from "sharp";
import type { FaceBox } from "./face-box";

export type StoredImage = { data: Buffer; contentType: string };

export async function describeImage(image: Buffer): Promise<StoredImage> {
  const { format } = await sharp(image).metadata();
  return { data: image, contentType: format ? `image/${format}` : "application/octet-stream" };
}

/** Crops the portrait with a margin around the face box and re-encodes it as JPEG. */
export async function cropPortrait(image: Buffer, face: FaceBox, margin = 0.35): Promise<StoredImage> {
  const rotated = await sharp(image).rotate().toBuffer();
  const { width = 0, height = 0 } = await sharp(rotated).metadata();
  const [x, y, w, h] = face.box;
  const left = Math.max(0, Math.floor(x - w * margin));
  const top = Math.max(0, Math.floor(y - h * margin));
  const right = Math.min(width, Math.ceil(x + w * (1 + margin)));
  const bottom = Math.min(height, Math.ceil(y + h * (1 + margin)));
  const data = await sharp(rotated)
    .extract({ left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { data, contentType: "image/jpeg" };
}
