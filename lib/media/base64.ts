const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Strict Base64 (an optional data: URL prefix allowed); null when the text is not Base64. */
export function decodeBase64(text: string): Buffer | null {
  const body = text.startsWith("data:") ? text.slice(text.indexOf(",") + 1) : text;
  const compact = body.replace(/\s+/g, "");
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact)) return null;
  return Buffer.from(compact, "base64");
}
