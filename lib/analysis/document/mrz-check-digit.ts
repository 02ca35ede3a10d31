export const CHECK_WEIGHTS = [7, 3, 1] as const;

/** ICAO 9303 character value: digits as themselves, A = 10 … Z = 35, the filler 0. */
export function characterValue(character: string): number {
  if (character >= "0" && character <= "9") return character.charCodeAt(0) - 48;
  if (character >= "A" && character <= "Z") return character.charCodeAt(0) - 55;
  return 0;
}

const MRZ_CHARACTER = /^[0-9A-Z<]$/;

/**
 * ICAO 9303 check digit: weights 7, 3, 1 over character values (A = 10 … Z = 35, < = 0), modulo 10; null when a
 * character is not one a machine-readable zone can hold (the reviewer's check then says "?" rather than guess).
 */
export function mrzCheckDigit(value: string): string | null {
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    const character = value.charAt(i);
    if (!MRZ_CHARACTER.test(character)) return null;
    sum += characterValue(character) * (CHECK_WEIGHTS[i % 3] ?? 1);
  }
  return String(sum % 10);
}
