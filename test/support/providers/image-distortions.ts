import sharp from "sharp";

export const blur = (image: Buffer) => sharp(image).blur(4).jpeg().toBuffer();

export const shrink = (image: Buffer) => sharp(image).resize({ width: 640 }).jpeg().toBuffer();

/** Cuts the frame so the card runs off its right edge. */
export const cutOff = async (image: Buffer) => {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  return sharp(image)
    .extract({ left: 0, top: 0, width: Math.round(width * 0.72), height })
    .jpeg()
    .toBuffer();
};

/** A blown-out reflection over part of the card. */
export const glare = async (image: Buffer) => {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const spot = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><ellipse cx="${width * 0.62}" cy="${height * 0.45}" rx="${width * 0.14}" ry="${height * 0.13}" fill="#ffffff"/></svg>`,
  );
  return sharp(image)
    .composite([{ input: spot }])
    .jpeg()
    .toBuffer();
};

/** A keystone warp: the top edge of the frame shrinks towards the centre, as when the phone is tilted. */
export const keystone = async (image: Buffer, topScale = 0.7) => {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const out = Buffer.alloc(data.length);
  const centre = width / 2;
  for (let y = 0; y < height; y++) {
    const scale = topScale + (1 - topScale) * (y / (height - 1));
    for (let x = 0; x < width; x++) {
      const sourceX = Math.round(centre + (x - centre) / scale);
      for (let c = 0; c < channels; c++) {
        out[(y * width + x) * channels + c] =
          sourceX >= 0 && sourceX < width ? (data[(y * width + sourceX) * channels + c] ?? 0) : (data[y * width * channels + c] ?? 0);
      }
    }
  }
  return sharp(out, { raw: { width, height, channels } }).jpeg().toBuffer();
};
