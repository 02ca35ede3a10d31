import type { Dictionary } from "@/lib/i18n/back-office/en";
import { formatDay, formatTimestamp } from "@/lib/i18n/format";
import { fileIdFromUrl, staffFileHref } from "@/lib/steps/common/review/file-links";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A text as the reader's language writes it: a date or a moment in their words, anything else as it came. */
function shownText(value: string, t: Dictionary): string {
  if (ISO_DAY.test(value)) return formatDay(`${value}T00:00:00Z`, t.dates);
  if (ISO_MOMENT.test(value)) return formatTimestamp(value, t.dates);
  return Object.hasOwn(t.checks.values, value) ? (t.checks.values[value] ?? value) : value;
}

function renderValue(value: unknown, processId: string, t: Dictionary): React.ReactNode {
  if (value === null || value === undefined || value === "") return <span className="text-slate-500 dark:text-slate-400">—</span>;
  if (typeof value === "boolean") return value ? t.common.yes : t.common.no;
  if (typeof value === "string") {
    const fileId = fileIdFromUrl(value);
    if (fileId)
      return (
        <a
          className="font-mono text-xs text-blue-800 underline dark:text-blue-300"
          href={staffFileHref(processId, fileId)}
          target="_blank"
          rel="noreferrer"
        >
          {t.checks.file} {fileId.slice(0, 8)}…
        </a>
      );
    return <span className="break-words">{shownText(value, t)}</span>;
  }
  if (typeof value === "number") return String(value);
  if (Array.isArray(value))
    return value.every((v) => typeof v !== "object" || v === null) ? (
      value.map((v) => (typeof v === "string" ? shownText(v, t) : String(v))).join(", ")
    ) : (
      <ol className="space-y-1">
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stored result's list keeps its order; its position is its identity
          <li key={index}>{renderValue(item, processId, t)}</li>
        ))}
      </ol>
    );
  return <KeyValues values={value as Record<string, unknown>} processId={processId} t={t} isNested />;
}

/** A definition list of any JSON object: known fields named in words, nested objects indent, file URLs become staff file links. */
export function KeyValues({
  values,
  processId,
  t,
  isNested = false,
}: {
  values: Record<string, unknown>;
  processId: string;
  t: Dictionary;
  isNested?: boolean;
}) {
  const entries = Object.entries(values);
  const names: Record<string, string> = t.checks.fields;
  if (entries.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">—</p>;
  return (
    <dl className={`grid grid-cols-[minmax(6rem,max-content)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm ${isNested ? "pl-2" : ""}`}>
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt
            className={
              Object.hasOwn(names, key) ? "text-slate-600 dark:text-slate-400" : "font-mono text-xs text-slate-600 dark:text-slate-400"
            }
          >
            {Object.hasOwn(names, key) ? names[key] : key}
          </dt>
          <dd className="min-w-0 break-words">{renderValue(value, processId, t)}</dd>
        </div>
      ))}
    </dl>
  );
}
