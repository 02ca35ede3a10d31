export type HistogramBin = { from: number; to: number; count: number };

export type ScoreHistogram = {
  bins: HistogramBin[];
  /** Values counted (every value falls in a bin). */
  count: number;
  /** Values strictly below `at`, and equal to it: where a process stands in its cohort. */
  below: number;
  equal: number;
};

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at least `raw`: bin edges a reader can say aloud. */
export function niceWidth(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = NICE_STEPS.find((candidate) => candidate * magnitude >= raw * (1 - 1e-9)) ?? 10;
  return step * magnitude;
}

// Edges computed as start + i × width carry float noise (0.30000000000000004): round it away.
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * Counts `values` in at most `maxBins` bins of one nice width, spanning the values and the `marks` (the threshold and
 * this process's score, so both land on the chart). Bins are [from, to): a value on an edge counts in the bin above it, except the last edge, which closes the last bin.
 */
export function scoreHistogram(
  values: number[],
  { marks = [], at, maxBins = 20 }: { marks?: number[]; at?: number; maxBins?: number } = {},
) {
  const finite = values.filter(Number.isFinite);
  const span = [...finite, ...marks.filter(Number.isFinite)];
  if (span.length === 0) return { bins: [], count: 0, below: 0, equal: 0 } satisfies ScoreHistogram;
  const min = Math.min(...span);
  const max = Math.max(...span);
  let width = niceWidth(max > min ? (max - min) / maxBins : Math.abs(max) / 10 || 0.1);
  const binsAt = (w: number) => Math.max(1, Math.ceil((max - Math.floor(min / w) * w) / w - 1e-9));
  // Aligning the first edge to the width can add a bin: take the next nice width then.
  while (binsAt(width) > maxBins) width = niceWidth(width * 1.001);
  const start = Math.floor(min / width) * width;
  const binCount = binsAt(width);
  const bins: HistogramBin[] = Array.from({ length: binCount }, (_, i) => ({
    from: clean(start + i * width),
    to: clean(start + (i + 1) * width),
    count: 0,
  }));
  for (const value of finite) {
    const index = Math.min(binCount - 1, Math.max(0, Math.floor((value - start) / width + 1e-9)));
    (bins[index] as HistogramBin).count++;
  }
  return {
    bins,
    count: finite.length,
    below: at === undefined ? 0 : finite.filter((value) => value < at).length,
    equal: at === undefined ? 0 : finite.filter((value) => value === at).length,
  } satisfies ScoreHistogram;
}
