/** "decisionId" → "Decision id": a detail's key as a label. */
function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const shownValue = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** An entry's details (canonical JSON) as labelled fields. */
export function AuditDetails({ details, names }: { details: string; names: Record<string, string> }) {
  const fields = Object.entries(JSON.parse(details) as Record<string, unknown>);
  if (fields.length === 0) return null;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-xs" data-testid="audit-details">
      {fields.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{Object.hasOwn(names, key) ? names[key] : labelOf(key)}</dt>
          <dd className="break-all font-mono">{shownValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
