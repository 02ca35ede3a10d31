import type { Metadata } from "next";
import { AccountSelect } from "@/components/admin/account-select";
import { ActionForm } from "@/components/ui/action-form";
import { PlainTable } from "@/components/ui/plain-table";
import { requireStaff } from "@/lib/auth/guards";
import { provisioning } from "@/lib/provisioning/provisioning";
import { importFlowAction, setFlowActiveAction } from "./actions";

export const metadata: Metadata = { title: "Flows" };

export default async function FlowsPage() {
  await requireStaff("admin:manage");
  const [flows, accounts] = await Promise.all([provisioning.listFlows(), provisioning.listAccountNames()]);
  return (
    <section className="space-y-6">
      <h1 className="text-xl font-semibold">Flows</h1>
      <PlainTable columns={["Account", "Flow", "Steps", "Status", ""]}>
        {flows.map((flow) => (
          <tr key={flow.id} className="border-b border-slate-100 align-top dark:border-slate-900">
            <td className="py-2">{flow.accountName}</td>
            <td>
              {flow.name}
              <div className="font-mono text-xs text-slate-500">{flow.id}</div>
            </td>
            <td className="text-xs">{flow.actionTypes.join(" → ")}</td>
            <td>{flow.active ? "Active" : "Inactive"}</td>
            <td className="flex flex-wrap gap-2 py-1">
              <ActionForm action={setFlowActiveAction} submitLabel={flow.active ? "Deactivate" : "Activate"} variant="secondary">
                <input type="hidden" name="flowId" value={flow.id} />
                <input type="hidden" name="active" value={String(!flow.active)} />
              </ActionForm>
              <a href={`/admin/flows/${flow.id}/export`} className="btn-secondary" download>
                Export JSON
              </a>
            </td>
          </tr>
        ))}
      </PlainTable>
      <div className="space-y-2">
        <h2 className="font-medium">Import a flow (the spec's Flow shape)</h2>
        <ActionForm action={importFlowAction} submitLabel="Import" className="grid gap-3">
          <AccountSelect accounts={accounts} />
          <label className="space-y-1 text-sm">
            <span className="block">Flow JSON</span>
            <textarea name="definition" required rows={8} className="input font-mono" />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="activate" /> Activate it (deactivates the account's other flows)
          </label>
        </ActionForm>
      </div>
    </section>
  );
}
