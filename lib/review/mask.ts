/** Keys whose values are personal data: masked for roles that read without needing to identify anyone. */
const PERSONAL_KEYS =
  /^(name|surname|given_?names?|first_?name|last_?name|email|phone|phonenumber|number|birthday|birth_date|birthdate|date_of_birth|place_of_birth|address|doc_number|id_number|tax_number|social_security_number|health_number|parents|mrz|mrz_strings|zipcode|card_access_number|searchterm|users|height)$/i;

export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEYS.test(key);
}

/** Keeps the first character of each word, so a reviewer can still tell two values apart without reading them. */
export function maskText(text: string): string {
  if (text.length === 0) return text;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => `${word[0]}${"•".repeat(Math.min(Math.max(word.length - 1, 2), 8))}`);
}

/** Masks personal values anywhere inside a JSON value (objects, arrays), leaving the shape and other keys intact. */
export function maskPersonalData(value: unknown, isPersonal = false): unknown {
  if (typeof value === "string") return isPersonal ? maskText(value) : value;
  if (typeof value === "number") return isPersonal ? maskText(String(value)) : value;
  if (Array.isArray(value)) return value.map((v) => maskPersonalData(v, isPersonal));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPersonalData(v, isPersonal || isPersonalKey(k))]));
  }
  return value;
}

/** A phone number with only its last three digits shown (the OTP panel shows this to every role). */
export function maskPhone(number: string): string {
  const digits = number.replace(/\D/g, "");
  if (digits.length <= 3) return "•••";
  return `${"•".repeat(digits.length - 3)}${digits.slice(-3)}`;
}
