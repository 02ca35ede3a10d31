import { ActionForm } from "@/components/ui/action-form";
import type { ActionState } from "@/lib/actions/action-state";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { formatDay } from "@/lib/i18n/format";

type Alert = {
  id: string;
  listEntryId: string;
  listedName: string;
  matchedName: string;
  score: number;
  listLoadedAt: string;
  status: string;
  reason: string | null;
  createdAt: Date;
};
type Props = {
  processId: string;
  alerts: Alert[];
  canAct: boolean;
  resolve: (state: ActionState, form: FormData) => Promise<ActionState>;
  t: Dictionary;
};

const STATUS = { open: "open", confirmed: "confirmed", dismissed: "dismissed" } as const;

/** Sanctions-list entries that matched the process after it finished (nothing when none did); a reviewer confirms or dismisses each with a reason. */
export function ScreeningAlertsSection({ processId, alerts, canAct, resolve, t }: Props) {
  if (alerts.length === 0) return null;
  return (
    <section aria-labelledby="screening" className="space-y-3">
      <h2 id="screening" className="text-lg font-semibold">
        {t.screening.title} ({alerts.length})
      </h2>
      <ul className="space-y-3">
        {alerts.map((alert) => (
          <li key={alert.id} className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
            <p>
              <span className="chip">{t.screening[STATUS[alert.status as keyof typeof STATUS] ?? "open"]}</span> {t.screening.listed}{" "}
              <strong>{alert.listedName}</strong> ({t.screening.matched} “{alert.matchedName}”, {t.screening.score} {alert.score.toFixed(2)}
              , <code>{alert.listEntryId}</code>, {t.screening.list} {formatDay(alert.listLoadedAt, t.dates)})
            </p>
            {alert.reason && (
              <p>
                {t.screening.reason}: {alert.reason}
              </p>
            )}
            {canAct && alert.status === "open" && (
              <ActionForm action={resolve} submitLabel={t.screening.resolution}>
                <input type="hidden" name="processId" value={processId} />
                <input type="hidden" name="alertId" value={alert.id} />
                <label className="space-y-1">
                  <span className="block">{t.screening.resolution}</span>
                  <select name="resolution" className="input">
                    <option value="dismissed">{t.screening.dismiss}</option>
                    <option value="confirmed">{t.screening.confirm}</option>
                  </select>
                </label>
                <label className="grow space-y-1">
                  <span className="block">{t.screening.reason}</span>
                  <input name="reason" required minLength={3} maxLength={1000} className="input w-full" />
                </label>
              </ActionForm>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
