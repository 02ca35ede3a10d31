import { AppLink } from "@/components/shell/app-link";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { TProcessQuery } from "@/lib/records/process-query";
import type { FilterOptions } from "@/lib/records/types";

const LANGUAGES = ["pt-PT", "en-GB", "pt", "en"] as const;

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A select of one filter: "any" first, then the choices. */
function ChoiceFilter(props: {
  name: string;
  label: string;
  anyLabel: string;
  value?: string;
  choices: readonly { id: string; name: string }[];
}) {
  return (
    <Field label={props.label} htmlFor={`f-${props.name}`}>
      <select id={`f-${props.name}`} name={props.name} defaultValue={props.value ?? ""} className="input">
        <option value="">{props.anyLabel}</option>
        {props.choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A plain GET form: the filters are the URL, so every view can be shared and works without JS. */
export function FiltersForm({
  query,
  options,
  t,
  children,
}: {
  query: TProcessQuery;
  options: FilterOptions;
  t: Dictionary;
  /** More filter fields (the review queue's). */
  children?: React.ReactNode;
}) {
  const bool = (value: boolean | undefined) => (value === undefined ? "" : String(value));
  return (
    <form
      method="get"
      action="/processes"
      aria-label={t.list.filters}
      className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-4 lg:grid-cols-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <Field label={t.list.query} htmlFor="f-q">
        <input id="f-q" name="q" defaultValue={query.q ?? ""} className="input font-mono" maxLength={200} />
      </Field>
      <Field label={t.list.status} htmlFor="f-status">
        <select id="f-status" name="status" defaultValue={query.status ?? ""} className="input">
          <option value="">{t.list.any}</option>
          <option value="in-progress">{t.status["in-progress"]}</option>
          <option value="finished">{t.status.finished}</option>
        </select>
      </Field>
      <Field label={t.list.negativeFinish} htmlFor="f-negative">
        <select id="f-negative" name="negativeFinish" defaultValue={bool(query.negativeFinish)} className="input">
          <option value="">{t.list.any}</option>
          <option value="true">{t.common.yes}</option>
          <option value="false">{t.common.no}</option>
        </select>
      </Field>
      <Field label={t.list.failedStep} htmlFor="f-failed">
        <select id="f-failed" name="failed" defaultValue={bool(query.failed)} className="input">
          <option value="">{t.list.any}</option>
          <option value="true">{t.common.yes}</option>
          <option value="false">{t.common.no}</option>
        </select>
      </Field>
      <ChoiceFilter name="flow" label={t.list.flow} anyLabel={t.list.any} value={query.flow} choices={options.flows} />
      <ChoiceFilter name="app" label={t.list.app} anyLabel={t.list.any} value={query.app} choices={options.apps} />
      <ChoiceFilter
        name="lang"
        label={t.list.lang}
        anyLabel={t.list.any}
        value={query.lang}
        choices={LANGUAGES.map((lang) => ({ id: lang, name: lang }))}
      />
      <Field label={t.list.from} htmlFor="f-from">
        <input id="f-from" type="date" name="from" defaultValue={query.from ?? ""} className="input" />
      </Field>
      <Field label={t.list.to} htmlFor="f-to">
        <input id="f-to" type="date" name="to" defaultValue={query.to ?? ""} className="input" />
      </Field>
      <Field label={t.list.sortBy} htmlFor="f-sort">
        <select id="f-sort" name="sort" defaultValue={query.sort} className="input">
          <option value="createdAt">{t.list.createdAt}</option>
          <option value="updatedAt">{t.list.updatedAt}</option>
        </select>
      </Field>
      <Field label={t.list.pageSize} htmlFor="f-size">
        <select id="f-size" name="size" defaultValue={String(query.size)} className="input">
          {[25, 50, 100].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </Field>
      {children}
      <input type="hidden" name="dir" value={query.dir} />
      <div className="flex items-end gap-2">
        <button type="submit" className="btn-primary">
          {t.list.apply}
        </button>
        <AppLink href="/processes" className="btn-secondary">
          {t.list.clear}
        </AppLink>
      </div>
    </form>
  );
}
