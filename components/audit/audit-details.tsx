import { codesInWords } from "@/lib/i18n/codes-in-words";

/** "decisionId" → "Decision id": a detail's key as a label. */
function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Words for a detail's values (its codes), and for the fields of a detail that is an object (a list export's filters). */
type DetailWords = {
  values?: Record<string, string>;
  fields?: Record<string, string>;
  fieldValues?: Record<string, Record<string, string>>;
};

/**
 * The words of the details: per key (`byKey`), per key in one action where its codes mean something else there
 * (`byAction`), and yes and no for every yes/no value, whatever its key.
 */
export type AuditDetailWords = {
  byKey: Record<string, DetailWords>;
  byAction: Record<string, Record<string, DetailWords>>;
  yes: string;
  no: string;
};

function wordsFor(book: AuditDetailWords, action: string, key: string): DetailWords | undefined {
  const inAction = Object.hasOwn(book.byAction, action) ? book.byAction[action] : undefined;
  if (inAction && Object.hasOwn(inAction, key)) return inAction[key];
  return Object.hasOwn(book.byKey, key) ? book.byKey[key] : undefined;
}

/**
 * A value as written, or in words where the key's values are codes the dictionary words (a sign-in's method, a
 * decision's outcome); a list of such codes (the findings a decision acknowledged, `kind:step…`) as the list of their
 * kinds' names (the case page says each in full); an object (the filters of an export) as its fields, each named and
 * worded ("Status: Finished; Flow: …"), none as "—"; yes/no values as yes and no.
 */
function shownValue(value: unknown, book: AuditDetailWords, words: DetailWords = {}): string {
  const codes = words.values;
  if (value === null) return "—";
  if (typeof value === "boolean") return value ? book.yes : book.no;
  if (typeof value === "string") return codes ? codesInWords(value, codes) : value;
  if (Array.isArray(value) && value.every((item) => typeof item === "string"))
    return value
      .map((item: string) => {
        const code = item.split(":")[0] ?? "";
        return codes && Object.hasOwn(codes, code) ? codes[code] : item;
      })
      .join("; ");
  if (typeof value === "object" && !Array.isArray(value)) {
    const fields = Object.entries(value);
    if (fields.length === 0) return "—";
    const { fields: names = {}, fieldValues = {} } = words;
    return fields
      .map(([key, field]) => {
        const name = Object.hasOwn(names, key) ? names[key] : labelOf(key);
        return `${name}: ${shownValue(field, book, { values: Object.hasOwn(fieldValues, key) ? fieldValues[key] : undefined })}`;
      })
      .join("; ");
  }
  return JSON.stringify(value);
}

/** An entry's details (canonical JSON) as labelled fields, their values in `words`. */
export function AuditDetails({
  action,
  details,
  names,
  words,
}: {
  action: string;
  details: string;
  names: Record<string, string>;
  words: AuditDetailWords;
}) {
  const fields = Object.entries(JSON.parse(details) as Record<string, unknown>);
  if (fields.length === 0) return null;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-xs" data-testid="audit-details">
      {fields.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{Object.hasOwn(names, key) ? names[key] : labelOf(key)}</dt>
          <dd className="break-all font-mono">{shownValue(value, words, wordsFor(words, action, key))}</dd>
        </div>
      ))}
    </dl>
  );
}
