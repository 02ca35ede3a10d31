export type Random = {
  /** Uniform in [0, 1). */
  next: () => number;
  between: (low: number, high: number) => number;
  integer: (low: number, high: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** Standard normal (Box–Muller). */
  normal: () => number;
};

/** A small deterministic generator (mulberry32), so a corpus can be rebuilt exactly from its seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    between: (low, high) => low + (high - low) * next(),
    integer: (low, high) => Math.floor(low + (high - low + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (probability) => next() < probability,
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
  return random;
}
