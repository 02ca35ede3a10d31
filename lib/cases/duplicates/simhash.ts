/** Sign bits of a seeded random rotation: the share of differing bits estimates the angle between two vectors. */
export const SIGNATURE_WORDS = 32;
/**
 * The words of a signature compared at each stage of a search (256, 512, then all 1024 bits): a face this far off is
 * skipped before more of its signature is read.
 */
export const STAGE_WORDS = [8, 16, SIGNATURE_WORDS] as const;
const SIGNATURE_BITS = SIGNATURE_WORDS * 32;

function nextPowerOfTwo(n: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(n, SIGNATURE_BITS)));
}

/** In place: the unnormalised fast Walsh–Hadamard transform (length a power of two). */
function hadamard(values: Float32Array): void {
  for (let span = 1; span < values.length; span *= 2) {
    for (let start = 0; start < values.length; start += span * 2) {
      for (let i = start; i < start + span; i++) {
        const a = values[i] as number;
        const b = values[i + span] as number;
        values[i] = a + b;
        values[i + span] = a - b;
      }
    }
  }
}

/** ±1 per coordinate from a fixed seed, so every server signs alike. */
function randomSigns(length: number, seed: number): Int8Array {
  const signs = new Int8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) | 0;
    signs[i] = state & 0x10000 ? 1 : -1;
  }
  return signs;
}

export type Signer = (vector: ArrayLike<number>, out: Uint32Array, offset: number) => void;

/** Two rounds of random signs and a Hadamard transform (a cheap random rotation), then the signs of 1024 coordinates. */
export function simhashSigner(dimensions: number): Signer {
  const length = nextPowerOfTwo(dimensions);
  const [first, second] = [randomSigns(length, 0x5eed1), randomSigns(length, 0x5eed2)];
  const work = new Float32Array(length);
  return (vector, out, offset) => {
    work.fill(0);
    for (let i = 0; i < dimensions; i++) work[i] = (vector[i] ?? 0) * (first[i] as number);
    hadamard(work);
    for (let i = 0; i < length; i++) work[i] = (work[i] as number) * (second[i] as number);
    hadamard(work);
    for (let word = 0; word < SIGNATURE_WORDS; word++) {
      let bits = 0;
      for (let bit = 0; bit < 32; bit++) if ((work[word * 32 + bit] as number) >= 0) bits |= 1 << bit;
      out[offset + word] = bits >>> 0;
    }
  };
}

/**
 * The most differing bits, among the first `bits`, a pair at cosine `minScore` shows, with a margin of 4.5 standard
 * deviations: at angle θ each bit differs with probability θ/π, so a true match past this is a chance of about 3 in a
 * million.
 */
export function maxDifferingBits(minScore: number, bits = SIGNATURE_BITS): number {
  const share = Math.acos(Math.max(-1, Math.min(1, minScore))) / Math.PI;
  return Math.ceil(bits * share + 4.5 * Math.sqrt(bits * share * (1 - share)));
}
