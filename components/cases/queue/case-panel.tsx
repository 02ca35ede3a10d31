import { ActionForm } from "@/components/ui/action-form";
import type { ActionState } from "@/lib/actions/action-state";
import type { CaseView } from "@/lib/cases/review-queue";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { Locale } from "@/lib/i18n/locale";
import { CaseKeys } from "./case-keys";
import { TagChip } from "./chips";
import { DueLabel } from "./due-label";
import { DuplicatesPanel } from "./duplicates-panel";
import { KeyboardHelp } from "./keyboard-help";
import { NextCaseForm } from "./next-case-form";
import { personLabel } from "./person-label";
import { RiskPanel } from "./risk-panel";

type Action = (state: ActionState, form: FormData) => Promise<ActionState>;
export type CaseActions = { claim: Action; assign: Action; tag: Action; recompute: Action; nextCase: Action };
type Options = { tags: { id: string; name: string; colour: string }[]; people: { id: string; email: string; name: string | null }[] };

/** The review queue's block of a process page: due time, assignee, tags, risk with its factors, duplicates, shortcuts. */
export function CasePanel({
  view,
  options,
  actions,
  locale,
  t,
}: {
  view: CaseView;
  options: Options;
  actions: CaseActions;
  locale: Locale;
  t: Dictionary;
}) {
  const q = t.queue;
  const processField = <input type="hidden" name="processId" value={view.processId} />;
  const isMine = view.assigneeId === view.staffId;
  const freeTags = options.tags.filter((tag) => !view.tags.some((held) => held.id === tag.id));
  return (
    <section
      aria-labelledby="review-case"
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid="case-panel"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="review-case" className="mr-auto text-lg font-semibold">
          {q.case.title}
        </h2>
        {view.canAct && <NextCaseForm action={actions.nextCase} label={q.nextCase} />}
        <KeyboardHelp page="case" t={q.keys} />
        {view.canAct && <CaseKeys />}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{q.case.due}</dt>
        <dd>
          <DueLabel dueAt={view.dueAt} now={Date.now()} q={q} dates={t.dates} />
        </dd>
        <dt className="font-medium">{q.case.state}</dt>
        <dd>{q.decisionStates[view.decisionState as keyof Dictionary["queue"]["decisionStates"]] ?? view.decisionState}</dd>
        <dt className="font-medium">{q.case.assignedTo}</dt>
        <dd data-testid="case-assignee">{view.assigneeEmail ?? q.case.nobody}</dd>
      </dl>
      {view.canAct && (
        <div className="flex flex-wrap items-end gap-3 text-sm">
          {!isMine && (
            <ActionForm action={actions.claim} submitLabel={q.case.claim} variant="secondary">
              {processField}
            </ActionForm>
          )}
          <ActionForm action={actions.assign} submitLabel={q.case.assign} variant="secondary">
            {processField}
            <label>
              <span className="block">{q.case.assign}</span>
              <select name="assigneeId" defaultValue={view.assigneeId ?? ""} className="input">
                <option value="">{q.case.unassign}</option>
                {options.people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {personLabel(p)}
                  </option>
                ))}
              </select>
            </label>
          </ActionForm>
        </div>
      )}
      <div className="space-y-2 text-sm">
        <h3 className="font-medium">{q.case.tags}</h3>
        {view.tags.length === 0 && <p className="text-slate-600 dark:text-slate-400">{q.case.noTags}</p>}
        <ul className="flex flex-wrap gap-2">
          {view.tags.map((tag) => (
            <li key={tag.id} className="flex items-center gap-1">
              <TagChip name={tag.name} colour={tag.colour} />
              {view.canAct && (
                <ActionForm
                  action={actions.tag}
                  submitLabel={`${q.case.removeTag} ${tag.name}`}
                  variant="secondary"
                  className="inline-flex"
                >
                  {processField}
                  <input type="hidden" name="tagId" value={tag.id} />
                  <input type="hidden" name="isOn" value="false" />
                </ActionForm>
              )}
            </li>
          ))}
        </ul>
        {view.canAct && freeTags.length > 0 && (
          <ActionForm action={actions.tag} submitLabel={q.case.addTag} variant="secondary">
            {processField}
            <input type="hidden" name="isOn" value="true" />
            <label>
              <span className="block">{q.case.addTag}</span>
              <select name="tagId" className="input">
                {freeTags.map((tag) => (
                  <option key={tag.id} value={tag.id}>
                    {tag.name}
                  </option>
                ))}
              </select>
            </label>
          </ActionForm>
        )}
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">{q.case.risk}</h3>
        <RiskPanel risk={view.risk} earlier={view.earlierRisk} locale={locale} q={q} dates={t.dates} />
        {view.canAct && (
          <ActionForm action={actions.recompute} submitLabel={q.case.recompute} variant="secondary">
            {processField}
          </ActionForm>
        )}
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">{q.case.duplicates}</h3>
        <DuplicatesPanel duplicates={view.duplicates} q={q} />
      </div>
    </section>
  );
}
