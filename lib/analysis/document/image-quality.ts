import { findCardOutline } from "./card-outline";
import { type SideGeometry, sideGeometry } from "./document-geometry";
import type { FaceBox } from "./face-box";
import { laplacianVariance } from "./focus";
import { measureGlare } from "./glare";
import { decodePhoto, type PhotoPixels } from "./grey-pixels";
import { type TImageQualitySettings, ZImageQualitySettings } from "./image-quality-settings";

export type Verdict = "GOOD" | "BAD";

export type DetectFaces = (image: Buffer) => Promise<FaceBox[]>;

export type ImageQualityKey = "focus" | "glares" | "bounds" | "perspective" | "resolution" | "portrait";

export type ImageQualityResult = {
  verdicts: Partial<Record<ImageQualityKey, Verdict>>;
  measures: {
    focus: number;
    glareShare: number;
    glareCellShare: number;
    edgeContact: number;
    cardArea: number;
    sideInequality: number;
    width: number;
    height: number;
    portraitScore?: number;
  };
  /** The most confident face found on the side, in original pixel coordinates, when a portrait was required. */
  portrait?: FaceBox;
  /** Where the card and the glare were measured, in original pixel coordinates. */
  geometry: SideGeometry;
};

export type AssessImageQualityOptions = {
  image: Buffer;
  /** The image already decoded, when another stage decoded it too. */
  pixels?: PhotoPixels;
  /** The front of passports and ID cards must show a portrait. */
  expectPortrait: boolean;
  detectFaces?: DetectFaces;
  settings?: Partial<TImageQualitySettings>;
};

// The measures' limits were set on photos scaled to this width.
const ANALYSED_WIDTH = 1000;
const verdict = (isGood: boolean): Verdict => (isGood ? "GOOD" : "BAD");
const round = (value: number, digits = 4) => Number(value.toFixed(digits));

export async function assessImageQuality({
  image,
  pixels,
  expectPortrait,
  detectFaces,
  settings,
}: AssessImageQualityOptions): Promise<ImageQualityResult> {
  const limits = ZImageQualitySettings.parse(settings ?? {});
  const photo = pixels ?? (await decodePhoto(image));
  const grey = await photo.atWidth(ANALYSED_WIDTH);
  const original = { width: photo.full.width, height: photo.full.height };
  const outline = findCardOutline(grey);
  const focus = laplacianVariance(grey);
  const glare = measureGlare(grey, outline.bounds);
  const longSide = Math.max(original.width, original.height);
  const shortSide = Math.min(original.width, original.height);
  const result: ImageQualityResult = {
    verdicts: {
      focus: verdict(focus >= limits.minFocus),
      glares: verdict(glare.saturatedShare <= limits.maxGlareShare && glare.worstCellShare <= limits.maxGlareCellShare),
      bounds: verdict(outline.edgeContactShare <= limits.maxEdgeContact && outline.areaShare >= limits.minCardArea),
      perspective: verdict(outline.sideInequality <= limits.maxSideInequality),
      resolution: verdict(longSide >= limits.minLongSide && shortSide >= limits.minShortSide),
    },
    measures: {
      focus: round(focus, 1),
      glareShare: round(glare.saturatedShare),
      glareCellShare: round(glare.worstCellShare),
      edgeContact: round(outline.edgeContactShare),
      cardArea: round(outline.areaShare),
      sideInequality: round(outline.sideInequality),
      width: original.width,
      height: original.height,
    },
    geometry: sideGeometry({ analysed: grey, original, outline, glare }),
  };
  if (expectPortrait) {
    const faces = detectFaces ? await detectFaces(image) : [];
    const best = faces.reduce<FaceBox | undefined>((top, face) => (top && top.score >= face.score ? top : face), undefined);
    result.verdicts.portrait = verdict(best !== undefined && best.score >= limits.minPortraitScore);
    result.measures.portraitScore = round(best?.score ?? 0);
    if (best) result.portrait = best;
  }
  return result;
}
