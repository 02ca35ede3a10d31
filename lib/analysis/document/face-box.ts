/** A face a detector found in an image: its box (x, y, width, height in pixels) and the detector's score. */
export type FaceBox = { box: [number, number, number, number]; score: number };
