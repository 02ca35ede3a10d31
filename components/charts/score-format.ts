/** How a score reads: a similarity to two decimals, a focus measure as a whole number, a share of pixels in per cent. */
export type ScoreFormat = "decimal" | "whole" | "percent";

export function formatScore(value: number, format: ScoreFormat): string {
  if (format === "whole") return value.toFixed(0);
  if (format === "percent") return `${Number((value * 100).toPrecision(3))} %`;
  return value.toFixed(2);
}
