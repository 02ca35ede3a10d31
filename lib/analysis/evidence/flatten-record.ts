/** Flattens nested JSON into "a.b[0].c: value" lines for a human-readable report; long values are shortened. */
export function flattenRecord(value: unknown, prefix = "", maxLength = 160): [string, string][] {
  if (value === null || value === undefined) return prefix ? [[prefix, String(value)]] : [];
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return [[prefix, `<${value.byteLength} bytes>`]];
  if (Array.isArray(value)) {
    if (value.length === 0) return [[prefix, "[]"]];
    return value.flatMap((item, index) => flattenRecord(item, `${prefix}[${index}]`, maxLength));
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return prefix ? [[prefix, "{}"]] : [];
    return entries.flatMap(([key, item]) => flattenRecord(item, prefix ? `${prefix}.${key}` : key, maxLength));
  }
  const text = String(value);
  return [[prefix, text.length > maxLength ? `${text.slice(0, maxLength)}… (${text.length} chars)` : text]];
}
