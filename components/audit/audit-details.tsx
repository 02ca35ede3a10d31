import { codesInWords } from "@/lib/i18n/codes-in-words";

/** "decisionId" → "Decision id": a detail's key as a label. */
function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A value as written, or in words where the key's values are codes the dictionary words (a sign-in's method, a
 * decision's outcome); a list of such codes (the findings a decision acknowledged, `kind:step…`) as the list of their
 * kinds' names (the case page says each in full).
 */
function shownValue(value: unknown, words: Record<string, string> | undefined): string {
  if (typeof value === "string") return words ? codesInWords(value, words) : value;
  if (words && Array.isArray(value) && value.every((item) => typeof item === "string"))
    return value
      .map((item: string) => {
        const code = item.split(":")[0] ?? "";
        return Object.hasOwn(words, code) ? words[code] : item;
      })
      .join("; ");
  return JSON.stringify(value);
}

/** An entry's details (canonical JSON) as labelled fields; `values`: words for the coded values of some keys. */
export function AuditDetails({
  details,
  names,
  values = {},
}: {
  details: string;
  names: Record<string, string>;
  values?: Record<string, Record<string, string>>;
}) {
  const fields = Object.entries(JSON.parse(details) as Record<string, unknown>);
  if (fields.length === 0) return null;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-xs" data-testid="audit-details">
      {fields.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{Object.hasOwn(names, key) ? names[key] : labelOf(key)}</dt>
          <dd className="break-all font-mono">{shownValue(value, Object.hasOwn(values, key) ? values[key] : undefined)}</dd>
        </div>
      ))}
    </dl>
  );
}
