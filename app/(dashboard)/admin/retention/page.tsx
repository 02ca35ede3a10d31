import { AccountSelect } from "@/components/admin/account-select";
import { ActionForm } from "@/components/ui/action-form";
import { PlainTable } from "@/components/ui/plain-table";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { getDictionary } from "@/lib/i18n/dictionary";
import { type DateWords, fillText, formatDay } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { provisioning } from "@/lib/provisioning/provisioning";
import { retention } from "@/lib/retention/retention";
import { requireStaff } from "@/lib/staff-auth/guards";
import { eraseProcessAction, liftLegalHoldAction, placeLegalHoldAction, setRetentionPolicyAction } from "./actions";

export const generateMetadata = titled((t) => t.retention.title);

const day = (date: Date | null, words: DateWords) => (date ? formatDay(date, words) : "—");

function ProcessAndReason({ processLabel, reasonLabel }: { processLabel: string; reasonLabel: string }) {
  return (
    <>
      <label className="space-y-1 text-sm">
        <span className="block">{processLabel}</span>
        <input name="processId" required className="input font-mono" />
      </label>
      <label className="space-y-1 text-sm">
        <span className="block">{reasonLabel}</span>
        <input name="reason" required className="input" />
      </label>
    </>
  );
}

/** A tombstone's outcome in words: the final decision's, else the process status it kept. */
function outcomeName(t: Dictionary, outcome: string): string {
  const decided: Record<string, string> = t.case.decision.decided;
  const status: Record<string, string> = t.status;
  return decided[outcome] ?? status[outcome] ?? outcome;
}

export default async function RetentionPage() {
  await requireStaff("admin:manage");
  const [tombstones, holds, policies, accounts, { t }] = await Promise.all([
    retention.listTombstones(),
    retention.listLegalHolds(),
    retention.listRetentionPolicies(),
    provisioning.listAccountNames(),
    getDictionary(),
  ]);
  const words = t.retention;
  const triggers: Record<string, string> = words.triggers;
  const accountName = new Map(accounts.map((a) => [a.id, a.name]));
  const defaults = retention.defaultRetention();
  return (
    <section className="space-y-8">
      <h1 className="text-xl font-semibold">{words.title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{fillText(words.intro, defaults)}</p>

      <div className="space-y-2">
        <h2 className="font-medium">{words.eraseTitle}</h2>
        <ActionForm action={eraseProcessAction} submitLabel={words.erase} className="grid gap-3">
          <ProcessAndReason processLabel={words.processId} reasonLabel={words.eraseReason} />
        </ActionForm>
      </div>

      <div className="space-y-2">
        <h2 className="font-medium">{words.holdsTitle}</h2>
        <PlainTable label={words.holdsTitle} columns={[...Object.values(words.holdColumns), ""]}>
          {holds.map((hold) => (
            <tr key={hold.processId} className="border-b border-slate-100 dark:border-slate-900">
              <td className="py-2 font-mono text-xs">{hold.processId}</td>
              <td>{hold.reason}</td>
              <td>{hold.setByEmail}</td>
              <td>{day(hold.createdAt, t.dates)}</td>
              <td>
                <ActionForm action={liftLegalHoldAction} submitLabel={words.lift} variant="secondary">
                  <input type="hidden" name="processId" value={hold.processId} />
                </ActionForm>
              </td>
            </tr>
          ))}
        </PlainTable>
        <ActionForm action={placeLegalHoldAction} submitLabel={words.placeHold} className="grid gap-3">
          <ProcessAndReason processLabel={words.processId} reasonLabel={words.holdReason} />
        </ActionForm>
      </div>

      <div className="space-y-2">
        <h2 className="font-medium">{words.periodsTitle}</h2>
        <PlainTable label={words.periodsTitle} columns={Object.values(words.periodColumns)}>
          {policies.map((policy) => (
            <tr key={policy.accountId} className="border-b border-slate-100 dark:border-slate-900">
              <td className="py-2">{accountName.get(policy.accountId) ?? policy.accountId}</td>
              <td>{policy.keepDays}</td>
              <td>{policy.unfinishedDays}</td>
              <td>{policy.updatedByEmail}</td>
            </tr>
          ))}
        </PlainTable>
        <ActionForm action={setRetentionPolicyAction} submitLabel={words.setPeriods} className="grid gap-3">
          <AccountSelect accounts={accounts} label={words.periodColumns.account} />
          <label className="space-y-1 text-sm">
            <span className="block">{words.periodColumns.keepDays}</span>
            <input name="keepDays" type="number" min={1} required defaultValue={defaults.keepDays} className="input" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">{words.periodColumns.unfinishedDays}</span>
            <input name="unfinishedDays" type="number" min={1} required defaultValue={defaults.unfinishedDays} className="input" />
          </label>
        </ActionForm>
      </div>

      <div className="space-y-2">
        <h2 className="font-medium">{words.erasedTitle}</h2>
        <PlainTable label={words.erasedTitle} columns={Object.values(words.erasedColumns)}>
          {tombstones.map((tombstone) => (
            <tr key={tombstone.processId} className="border-b border-slate-100 align-top dark:border-slate-900">
              <td className="py-2 font-mono text-xs">{tombstone.processId}</td>
              <td>{accountName.get(tombstone.accountId) ?? tombstone.accountId}</td>
              <td>{day(tombstone.createdAt, t.dates)}</td>
              <td>{day(tombstone.finishedAt, t.dates)}</td>
              <td>{day(tombstone.decidedAt, t.dates)}</td>
              <td>{outcomeName(t, tombstone.outcome)}</td>
              <td>{day(tombstone.erasedAt, t.dates)}</td>
              <td>
                {triggers[tombstone.trigger] ?? tombstone.trigger}: {tombstone.reason}
              </td>
              <td>{tombstone.erasedBy}</td>
            </tr>
          ))}
        </PlainTable>
      </div>
    </section>
  );
}
