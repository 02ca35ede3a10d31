import { AccountSelect } from "@/components/admin/account-select";
import { AppLink } from "@/components/shell/app-link";
import { ActionForm } from "@/components/ui/action-form";
import { PlainTable } from "@/components/ui/plain-table";
import { getDictionary } from "@/lib/i18n/dictionary";
import { titled } from "@/lib/i18n/page-title";
import { provisioning } from "@/lib/provisioning/provisioning";
import { requireStaff } from "@/lib/staff-auth/guards";
import { endpointState } from "@/lib/webhooks/endpoint-state";
import { WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/event-types";
import { webhooks } from "@/lib/webhooks/webhooks";
import { createWebhookAction, deleteWebhookAction } from "./actions";

export const generateMetadata = titled((t) => t.webhooks.title);

export default async function WebhooksPage() {
  await requireStaff("admin:manage");
  const [endpoints, accounts, { t }] = await Promise.all([
    webhooks.listWebhookEndpoints(),
    provisioning.listAccountNames(),
    getDictionary(),
  ]);
  const words = t.webhooks;
  const [beforeHeader, afterHeader = ""] = words.intro.split("{header}");
  const [beforeKey, afterKey = ""] = afterHeader.split("{publicKey}");
  const accountName = new Map(accounts.map((a) => [a.id, a.name]));
  return (
    <section className="space-y-6">
      <h1 className="text-xl font-semibold">{words.title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {beforeHeader}
        <code>webhook-signature</code>
        {beforeKey}
        <code>/api/webhooks/public-key</code>
        {afterKey}
      </p>
      <PlainTable label={words.title} columns={[...Object.values(words.columns), ""]}>
        {endpoints.map((endpoint) => (
          <tr key={endpoint.id} className="border-b border-slate-100 align-top dark:border-slate-900">
            <td className="py-2">{accountName.get(endpoint.accountId) ?? endpoint.accountId}</td>
            <td>
              <AppLink href={`/admin/webhooks/${endpoint.id}`} className="break-all hover:underline">
                {endpoint.url}
              </AppLink>
              <div className="font-mono text-xs text-slate-600 dark:text-slate-400">{endpoint.id}</div>
            </td>
            <td className="text-xs">{endpoint.events.join(", ")}</td>
            <td>{endpointState(endpoint, words)}</td>
            <td className="flex flex-wrap gap-2 py-1">
              <AppLink href={`/admin/webhooks/${endpoint.id}`} className="btn-secondary">
                {words.deliveries}
              </AppLink>
              <ActionForm action={deleteWebhookAction} submitLabel={words.delete} variant="secondary">
                <input type="hidden" name="endpointId" value={endpoint.id} />
              </ActionForm>
            </td>
          </tr>
        ))}
      </PlainTable>
      <div className="space-y-2">
        <h2 className="font-medium">{words.newEndpoint}</h2>
        <ActionForm action={createWebhookAction} submitLabel={words.addEndpoint} className="grid gap-3">
          <AccountSelect accounts={accounts} label={words.columns.account} />
          <label className="space-y-1 text-sm">
            <span className="block">{words.columns.url}</span>
            <input name="url" type="url" required placeholder="https://example.com/webhooks/idv" className="input" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="block">{words.eventsField}</span>
            <input name="events" placeholder={WEBHOOK_EVENT_TYPES.join(",")} className="input" />
          </label>
        </ActionForm>
      </div>
    </section>
  );
}
