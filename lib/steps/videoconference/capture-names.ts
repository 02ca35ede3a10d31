/** What the agent can capture from the live video: the applicant's face and each side of the document. */
export const CAPTURE_KINDS = ["face", "document-front", "document-back"] as const;
export type CaptureKind = (typeof CAPTURE_KINDS)[number];

export function isCaptureKind(value: string): value is CaptureKind {
  return (CAPTURE_KINDS as readonly string[]).includes(value);
}

/** How captures are named in one language: what each kind shows, and the pattern with `{kind}` and `{n}`. */
export type CaptureNameWords = { kinds: Record<CaptureKind, string>; liveCapture: string };

/**
 * A capture named for what it shows and its place among the call's captures ("Face, live capture 1"); a kind this
 * version does not know is named by its stored word rather than hidden.
 */
export function captureName(kind: string, position: number, words: CaptureNameWords): string {
  const shown = isCaptureKind(kind) ? words.kinds[kind] : kind;
  return words.liveCapture.replace("{kind}", shown).replace("{n}", String(position));
}
