import sharp, { type OutputInfo } from "sharp";

export type GreyImage = { data: Uint8Array; width: number; height: number };

/** A photo's 8-bit grey pixels, decoded once with its EXIF rotation applied; each stage takes the width it needs. */
export type PhotoPixels = {
  full: GreyImage;
  /** The photo at most `maxWidth` wide, scaled from `full` once per width (the pixels sharp gives when decoding at that width). */
  atWidth: (maxWidth: number) => Promise<GreyImage>;
};

const asGrey = ({ data, info }: { data: Buffer; info: OutputInfo }): GreyImage => ({
  data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  width: info.width,
  height: info.height,
});

/** Decodes any image sharp reads into grey pixels, honouring EXIF rotation. */
export async function decodePhoto(image: Buffer): Promise<PhotoPixels> {
  const full = asGrey(await sharp(image).rotate().greyscale().raw().toBuffer({ resolveWithObject: true }));
  const scaled = new Map<number, Promise<GreyImage>>();
  const atWidth = (maxWidth: number) => {
    if (full.width <= maxWidth) return Promise.resolve(full);
    const known = scaled.get(maxWidth);
    if (known) return known;
    const resized = sharp(full.data, { raw: { width: full.width, height: full.height, channels: 1 } })
      .resize({ width: maxWidth })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(asGrey);
    scaled.set(maxWidth, resized);
    return resized;
  };
  return { full, atWidth };
}
