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

/** 8-bit grey pixels of any image sharp reads, EXIF rotation honoured, at most `maxWidth` wide when given. */
export async function greyPixels(image: Buffer, maxWidth?: number): Promise<GreyImage> {
  let pipeline = sharp(image).rotate();
  if (maxWidth) pipeline = pipeline.resize({ width: maxWidth, withoutEnlargement: true });
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
