export const CHECK_WEIGHTS = [7, 3, 1] as const;

/** ICAO 9303 character value: digits as themselves, A = 10 … Z = 35, the filler 0. */
export function characterValue(character: string): number {
  if (character >= "0" && character <= "9") return character.charCodeAt(0) - 48;
  if (character >= "A" && character <= "Z") return character.charCodeAt(0) - 55;
  return 0;
}

/** ICAO 9303 check digit: weights 7, 3, 1 over digit values (A = 10 … Z = 35, < = 0), modulo 10. */
export function mrzCheckDigit(value: string): string {
  let sum = 0;
  for (let i = 0; i < value.length; i++) sum += characterValue(value.charAt(i)) * (CHECK_WEIGHTS[i % 3] ?? 1);
  return String(sum % 10);
}
