import sharp from "sharp";

export type GreyImage = { data: Uint8Array; width: number; height: number };
export type DecodedGrey = GreyImage & { originalWidth: number; originalHeight: number };

/** Decodes any image sharp reads, honours EXIF rotation, and returns 8-bit grey pixels at most `maxWidth` wide. */
export async function decodeGrey(image: Buffer, maxWidth = 1000): Promise<DecodedGrey> {
  const { autoOrient } = await sharp(image).metadata();
  const { data, info } = await sharp(image)
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    originalWidth: autoOrient.width,
    originalHeight: autoOrient.height,
  };
}
