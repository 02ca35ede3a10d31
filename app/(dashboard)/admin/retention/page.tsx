import type { Metadata } from "next";
import { AccountSelect } from "@/components/admin/account-select";
import { ActionForm } from "@/components/ui/action-form";
import { PlainTable } from "@/components/ui/plain-table";
import { requireStaff } from "@/lib/auth/guards";
import { provisioning } from "@/lib/provisioning/provisioning";
import { retention } from "@/lib/retention/retention";
import { eraseProcessAction, liftLegalHoldAction, placeLegalHoldAction, setRetentionPolicyAction } from "./actions";

export const metadata: Metadata = { title: "Retention and erasure" };

const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? "—";

function ProcessAndReason({ reasonLabel }: { reasonLabel: string }) {
  return (
    <>
      <label className="space-y-1 text-sm">
        <span className="block">Process id</span>
        <input name="processId" required className="input font-mono" />
      </label>
      <label className="space-y-1 text-sm">
        <span className="block">{reasonLabel}</span>
        <input name="reason" required className="input" />
      </label>
    </>
  );
}

export default async function RetentionPage() {
  await requireStaff("admin:manage");
  const [tombstones, holds, policies, accounts] = await Promise.all([
    retention.listTombstones(),
    retention.listLegalHolds(),
    retention.listRetentionPolicies(),
    provisioning.listAccountNames(),
  ]);
  const accountName = new Map(accounts.map((a) => [a.id, a.name]));
  const defaults = retention.defaultRetention();
  return (
    <section className="space-y-8">
      <h1 className="text-xl font-semibold">Retention and erasure</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        A daily job erases processes whose account&apos;s period has run out (default: {defaults.keepDays} days after the decision,{" "}
        {defaults.unfinishedDays} days for unfinished ones). Erasure removes the applicant&apos;s data and files for good and keeps a
        tombstone; a legal hold blocks it.
      </p>

      <div className="space-y-2">
        <h2 className="font-medium">Erase a process</h2>
        <ActionForm action={eraseProcessAction} submitLabel="Erase this process" className="grid gap-3">
          <ProcessAndReason reasonLabel="Reason (kept in the tombstone)" />
        </ActionForm>
      </div>

      <div className="space-y-2">
        <h2 className="font-medium">Legal holds</h2>
        <PlainTable columns={["Process", "Reason", "Placed by", "Since", ""]}>
          {holds.map((hold) => (
            <tr key={hold.processId} className="border-b border-slate-100 dark:border-slate-900">
              <td className="py-2 font-mono text-xs">{hold.processId}</td>
              <td>{hold.reason}</td>
              <td>{hold.setByEmail}</td>
              <td>{day(hold.createdAt)}</td>
              <td>
                <ActionForm action={liftLegalHoldAction} submitLabel="Lift" variant="secondary">
                  <input type="hidden" name="processId" value={hold.processId} />
                </ActionForm>
              </td>
            </tr>
          ))}
        </PlainTable>
        <ActionForm action={placeLegalHoldAction} submitLabel="Place legal hold" className="grid gap-3">
          <ProcessAndReason reasonLabel="Reason for the hold" />
        </ActionForm>
      </div>

      <div className="space-y-2">
        <h2 className="font-medium">Retention periods</h2>
        <PlainTable columns={["Account", "Days after the decision", "Days unfinished", "Set by"]}>
          {policies.map((policy) => (
            <tr key={policy.accountId} className="border-b border-slate-100 dark:border-slate-900">
              <td className="py-2">{accountName.get(policy.accountId) ?? policy.accountId}</td>
              <td>{policy.keepDays}</td>
              <td>{policy.unfinishedDays}</td>
              <td>{policy.updatedByEmail}</td>
            </tr>
          ))}
        </PlainTable>
        <ActionForm action={setRetentionPolicyAction} submitLabel="Set periods" className="grid gap-3">
          <AccountSelect accounts={accounts} label="Account" />
          <label className="space-y-1 text-sm">
            <span className="block">Days after the decision</span>
            <input name="keepDays" type="number" min={1} required defaultValue={defaults.keepDays} className="input" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">Days unfinished</span>
            <input name="unfinishedDays" type="number" min={1} required defaultValue={defaults.unfinishedDays} className="input" />
          </label>
        </ActionForm>
      </div>

      <div className="space-y-2">
        <h2 className="font-medium">Erased processes (latest 50)</h2>
        <PlainTable columns={["Process", "Account", "Created", "Finished", "Decided", "Outcome", "Erased", "Why", "By"]}>
          {tombstones.map((t) => (
            <tr key={t.processId} className="border-b border-slate-100 align-top dark:border-slate-900">
              <td className="py-2 font-mono text-xs">{t.processId}</td>
              <td>{accountName.get(t.accountId) ?? t.accountId}</td>
              <td>{day(t.createdAt)}</td>
              <td>{day(t.finishedAt)}</td>
              <td>{day(t.decidedAt)}</td>
              <td>{t.outcome}</td>
              <td>{day(t.erasedAt)}</td>
              <td>
                {t.trigger}: {t.reason}
              </td>
              <td>{t.erasedBy}</td>
            </tr>
          ))}
        </PlainTable>
      </div>
    </section>
  );
}
