import sharp from "sharp";
import { AppError } from "@/lib/errors";

/** "accepted", or the code an AppError (ServiceError included) refused with; anything else as its text. */
export const outcomeOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => "accepted",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

/** A grey JPEG with no face, Base64: a face check refuses it (422) quickly, and a failed check keeps its record. */
export async function facelessPhoto(size = 320): Promise<string> {
  return (
    await sharp({ create: { width: size, height: size, channels: 3, background: "#8a8a8a" } })
      .jpeg()
      .toBuffer()
  ).toString("base64");
}
