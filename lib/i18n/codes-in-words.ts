/**
 * A coded value in the dictionary's words, also when codes come joined by "+" (a password and its second factor:
 * "password+totp" → "Password + Authenticator app"); as written when any part has no word.
 */
export function codesInWords(value: string, words: Readonly<Record<string, string>>): string {
  const parts = value.split("+");
  return parts.every((part) => Object.hasOwn(words, part)) ? parts.map((part) => words[part]).join(" + ") : value;
}
