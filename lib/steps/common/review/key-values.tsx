import { fileIdFromUrl, staffFileHref } from "@/lib/steps/common/review/file-links";

function renderValue(value: unknown, processId: string): React.ReactNode {
  if (value === null || value === undefined || value === "") return <span className="text-slate-500 dark:text-slate-400">—</span>;
  if (typeof value === "boolean") return value ? "true" : "false";
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
          file {fileId.slice(0, 8)}…
        </a>
      );
    return <span className="break-words">{value}</span>;
  }
  if (typeof value === "number") return String(value);
  if (Array.isArray(value))
    return value.every((v) => typeof v !== "object" || v === null) ? (
      value.map(String).join(", ")
    ) : (
      <pre className="overflow-x-auto whitespace-pre-wrap text-xs">{JSON.stringify(value, null, 2)}</pre>
    );
  return <KeyValues values={value as Record<string, unknown>} processId={processId} isNested />;
}

/** A definition list of any JSON object: nested objects indent, file URLs become staff file links. */
export function KeyValues({
  values,
  processId,
  isNested = false,
}: {
  values: Record<string, unknown>;
  processId: string;
  isNested?: boolean;
}) {
  const entries = Object.entries(values);
  if (entries.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">—</p>;
  return (
    <dl className={`grid grid-cols-[minmax(6rem,max-content)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm ${isNested ? "pl-2" : ""}`}>
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-mono text-xs text-slate-600 dark:text-slate-400">{key}</dt>
          <dd className="min-w-0 break-words">{renderValue(value, processId)}</dd>
        </div>
      ))}
    </dl>
  );
}
