import { DECISION_STATES, DUE_STATES, FINDING_FILTERS, RISK_LEVEL_NAMES, type TCaseFilters } from "@/lib/cases/queue/case-filters";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { personLabel } from "./person-label";

type Options = { tags: { id: string; name: string }[]; people: { id: string; email: string; name: string | null }[] };

function Select({
  name,
  label,
  value,
  any,
  choices,
}: {
  name: string;
  label: string;
  value?: string;
  any: string;
  choices: [string, string][];
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`cf-${name}`} className="text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select id={`cf-${name}`} name={name} defaultValue={value ?? ""} className="input">
        <option value="">{any}</option>
        {choices.map(([id, text]) => (
          <option key={id} value={id}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The review queue's filters as GET form fields: decision state, assignee, tag, risk level, findings, due state. */
export function CaseFilterFields({ filters, options, t }: { filters: TCaseFilters; options: Options; t: Dictionary }) {
  const q = t.queue;
  return (
    <>
      <Select
        name="decision"
        label={q.filters.decision}
        value={filters.decision}
        any={q.filters.any}
        choices={DECISION_STATES.map((s) => [s, q.decisionStates[s]])}
      />
      <Select
        name="assignee"
        label={q.filters.assignee}
        value={filters.assignee}
        any={q.filters.any}
        choices={[["none", q.unassigned], ...options.people.map((p): [string, string] => [p.id, personLabel(p)])]}
      />
      <Select
        name="tag"
        label={q.filters.tag}
        value={filters.tag}
        any={q.filters.any}
        choices={options.tags.map((tag) => [tag.id, tag.name])}
      />
      <Select
        name="risk"
        label={q.filters.risk}
        value={filters.risk}
        any={q.filters.any}
        choices={RISK_LEVEL_NAMES.map((r) => [r, q.riskLevels[r]])}
      />
      <Select
        name="findings"
        label={q.filters.findings}
        value={filters.findings}
        any={q.filters.any}
        choices={FINDING_FILTERS.map((f) => [f, q.findingFilters[f]])}
      />
      <Select
        name="due"
        label={q.filters.due}
        value={filters.due}
        any={q.filters.any}
        choices={DUE_STATES.map((d) => [d, q.dueStates[d]])}
      />
    </>
  );
}
