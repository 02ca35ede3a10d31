import { z } from "zod";

/**
 * Thresholds of the document image checks, measured on synthetic 1300×900 card photos
 * (sharp card ≈ 1000–3000 Laplacian variance, Gaussian blur σ3 < 60).
 */
export const ZImageQualitySettings = z.object({
  /** Minimum variance of the Laplacian at ≤ 1000 px wide. */
  minFocus: z.number().positive().default(150),
  /** Maximum share of the card's pixels at ≥ 250 grey. */
  maxGlareShare: z.number().min(0).max(1).default(0.03),
  /** Maximum share of saturated pixels within any cell of an 8×8 grid over the card. */
  maxGlareCellShare: z.number().min(0).max(1).default(0.35),
  /** Maximum share of any frame edge covered by the card (a card cut off by the frame covers one). */
  maxEdgeContact: z.number().min(0).max(1).default(0.1),
  /** Minimum share of the frame covered by the card. */
  minCardArea: z.number().min(0).max(1).default(0.2),
  /** Maximum relative difference between opposite sides of the card outline. */
  maxSideInequality: z.number().min(0).max(1).default(0.08),
  /** Minimum decoded size: longer and shorter side, in pixels. */
  minLongSide: z.number().int().positive().default(900),
  minShortSide: z.number().int().positive().default(600),
  /** Minimum detector confidence for the portrait on the front of passports and ID cards. */
  minPortraitScore: z.number().min(0).max(1).default(0.5),
});
export type TImageQualitySettings = z.infer<typeof ZImageQualitySettings>;
