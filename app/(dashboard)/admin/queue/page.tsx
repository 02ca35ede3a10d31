import { RiskRulesForm } from "@/components/admin/risk-rules-form";
import { TagChip } from "@/components/cases/queue/chips";
import { ActionForm } from "@/components/ui/action-form";
import { TAG_COLOURS } from "@/lib/cases/queue/tags";
import { queueSettings } from "@/lib/cases/review-queue";
import { getDictionary } from "@/lib/i18n/dictionary";
import { titled } from "@/lib/i18n/page-title";
import { createTagAction, deleteTagAction, saveRiskRulesAction, setSlaPolicyAction } from "./actions";

export const generateMetadata = titled((t) => t.admin.nav.queue);

export default async function QueueSettingsPage() {
  const [{ t }, { policies, rules, tags }] = await Promise.all([getDictionary(), queueSettings()]);
  const a = t.queue.admin;
  return (
    <section className="space-y-8">
      <h1 className="text-xl font-semibold">{a.title}</h1>
      <section aria-labelledby="sla" className="space-y-3">
        <h2 id="sla" className="text-lg font-semibold">
          {a.sla}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{a.slaNote}</p>
        <ul className="text-sm" data-testid="sla-policies">
          {policies.map((p) => (
            <li key={p.scope}>
              <span className="font-mono">{p.scope}</span>: {p.hours} h{p.businessHours ? ` (${a.businessHours})` : ""} · {p.updatedByEmail}
            </li>
          ))}
        </ul>
        <ActionForm action={setSlaPolicyAction} submitLabel={a.save}>
          <label className="text-sm">
            <span className="block">{a.scope}</span>
            <input name="scope" required defaultValue="default" className="input font-mono" maxLength={120} />
          </label>
          <label className="text-sm">
            <span className="block">{a.hours}</span>
            <input name="hours" type="number" min={1} required defaultValue={24} className="input" />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="businessHours" />
            {a.businessHours}
          </label>
        </ActionForm>
      </section>
      <section aria-labelledby="risk-rules" className="space-y-3">
        <h2 id="risk-rules" className="text-lg font-semibold">
          {a.rules}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {a.rulesNote} {a.version}: <span data-testid="risk-rules-version">{rules.version}</span>
        </p>
        <RiskRulesForm rules={rules.rules} a={a} action={saveRiskRulesAction} />
      </section>
      <section aria-labelledby="tags" className="space-y-3">
        <h2 id="tags" className="text-lg font-semibold">
          {a.tags}
        </h2>
        <ul className="flex flex-wrap gap-3 text-sm">
          {tags.map((tag) => (
            <li key={tag.id} className="flex items-center gap-1">
              <TagChip name={tag.name} colour={tag.colour} />
              <ActionForm action={deleteTagAction} submitLabel={`${a.delete} ${tag.name}`} variant="secondary" className="inline-flex">
                <input type="hidden" name="tagId" value={tag.id} />
              </ActionForm>
            </li>
          ))}
        </ul>
        <ActionForm action={createTagAction} submitLabel={a.create}>
          <label className="text-sm">
            <span className="block">{a.tagName}</span>
            <input name="name" required maxLength={40} className="input" />
          </label>
          <label className="text-sm">
            <span className="block">{a.colour}</span>
            <select name="colour" className="input">
              {TAG_COLOURS.map((colour) => (
                <option key={colour} value={colour}>
                  {colour}
                </option>
              ))}
            </select>
          </label>
        </ActionForm>
      </section>
    </section>
  );
}
