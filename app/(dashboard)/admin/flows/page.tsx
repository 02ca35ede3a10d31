import { AccountSelect } from "@/components/admin/account-select";
import { ActionForm } from "@/components/ui/action-form";
import { PlainTable } from "@/components/ui/plain-table";
import { getDictionary } from "@/lib/i18n/dictionary";
import { titled } from "@/lib/i18n/page-title";
import { stepKindName } from "@/lib/i18n/step-kind";
import { provisioning } from "@/lib/provisioning/provisioning";
import { requireStaff } from "@/lib/staff-auth/guards";
import { importFlowAction, setFlowActiveAction } from "./actions";

export const generateMetadata = titled((t) => t.admin.flows.title);

export default async function FlowsPage() {
  const { t } = await getDictionary();
  const words = t.admin.flows;
  await requireStaff("admin:manage");
  const [flows, accounts] = await Promise.all([provisioning.listFlows(), provisioning.listAccountNames()]);
  return (
    <section className="space-y-6">
      <h1 className="text-xl font-semibold">{words.title}</h1>
      <PlainTable label={words.title} columns={[...Object.values(words.columns), ""]}>
        {flows.map((flow) => (
          <tr key={flow.id} className="border-b border-slate-100 align-top dark:border-slate-900">
            <td className="py-2">{flow.accountName}</td>
            <td>
              {flow.name}
              <div className="font-mono text-xs text-slate-600 dark:text-slate-400">{flow.id}</div>
            </td>
            <td className="text-xs">{flow.actionTypes.map((type) => stepKindName(type, t)).join(" → ")}</td>
            <td>{flow.active ? t.admin.active : t.admin.inactive}</td>
            <td className="flex flex-wrap gap-2 py-1">
              <ActionForm
                action={setFlowActiveAction}
                submitLabel={flow.active ? t.admin.deactivate : t.admin.activate}
                variant="secondary"
              >
                <input type="hidden" name="flowId" value={flow.id} />
                <input type="hidden" name="active" value={String(!flow.active)} />
              </ActionForm>
              <a href={`/admin/flows/${flow.id}/export`} className="btn-secondary" download>
                {words.exportJson}
              </a>
            </td>
          </tr>
        ))}
      </PlainTable>
      <div className="space-y-2">
        <h2 className="font-medium">{words.import}</h2>
        <ActionForm action={importFlowAction} submitLabel={words.importButton} className="grid gap-3">
          <AccountSelect accounts={accounts} label={words.account} />
          <label className="space-y-1 text-sm">
            <span className="block">{words.json}</span>
            <textarea name="definition" required rows={8} className="input font-mono" />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="activate" /> {words.activateNow}
          </label>
        </ActionForm>
      </div>
    </section>
  );
}
