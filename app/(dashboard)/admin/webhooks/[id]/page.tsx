import { notFound } from "next/navigation";
import { AppLink } from "@/components/shell/app-link";
import { ActionForm } from "@/components/ui/action-form";
import { PlainTable } from "@/components/ui/plain-table";
import { AppError } from "@/lib/errors";
import { getDictionary } from "@/lib/i18n/dictionary";
import { type DateWords, fillText, formatTimestamp } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { requireStaff } from "@/lib/staff-auth/guards";
import { endpointState } from "@/lib/webhooks/endpoint-state";
import { webhooks } from "@/lib/webhooks/webhooks";
import { redeliverWebhookAction } from "../actions";

export const generateMetadata = titled((t) => t.webhooks.deliveries);

const when = (date: Date | null, words: DateWords) => (date ? formatTimestamp(date, words) : "");

export default async function WebhookDeliveriesPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff("admin:manage");
  const { id } = await params;
  const endpoint = await webhooks.getWebhookEndpointOrThrow(id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not-found") notFound();
    throw error;
  });
  const [deliveries, { t }] = await Promise.all([webhooks.listWebhookDeliveries(endpoint.id), getDictionary()]);
  const words = t.webhooks;
  const statusName = (status: string) => words.deliveryStatus[status as keyof typeof words.deliveryStatus] ?? status;
  return (
    <section className="space-y-6">
      <p className="text-sm">
        <AppLink href="/admin/webhooks" className="hover:underline">
          ← {words.title}
        </AppLink>
      </p>
      <h1 className="text-xl font-semibold break-all">{fillText(words.deliveriesTitle, { url: endpoint.url })}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {endpointState(endpoint, words)} · {endpoint.events.join(", ")} · {words.latest}
      </p>
      <PlainTable label={fillText(words.deliveriesTitle, { url: endpoint.url })} columns={[...Object.values(words.deliveryColumns), ""]}>
        {deliveries.map((delivery) => (
          <tr key={delivery.id} className="border-b border-slate-100 align-top dark:border-slate-900">
            <td className="py-2">
              {delivery.eventType}
              <div className="font-mono text-xs text-slate-600 dark:text-slate-400">
                #{delivery.id} · {delivery.eventId}
              </div>
            </td>
            <td className="font-mono text-xs">
              <AppLink href={`/processes/${delivery.processId}`} className="hover:underline">
                {delivery.processId}
              </AppLink>
            </td>
            <td>{statusName(delivery.status)}</td>
            <td>{delivery.attempts}</td>
            <td className="text-xs">
              {delivery.lastError ?? (delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : "")}
              <div className="text-slate-600 dark:text-slate-400">{when(delivery.lastAttemptAt, t.dates)}</div>
            </td>
            <td className="text-xs">{when(delivery.createdAt, t.dates)}</td>
            <td className="py-1">
              <ActionForm action={redeliverWebhookAction} submitLabel={words.redeliver} variant="secondary">
                <input type="hidden" name="deliveryId" value={delivery.id} />
              </ActionForm>
            </td>
          </tr>
        ))}
      </PlainTable>
      {deliveries.length === 0 && <p className="text-sm">{words.noDeliveries}</p>}
    </section>
  );
}
