import { ActionForm } from "@/components/ui/action-form";
import type { DeskData } from "@/lib/desk/load-desk";
import type { DeskActions } from "./desk-actions";

/** Resend the applicant's link, and open the video conference when the process waits in one. */
export function ContactPanel({ desk, actions }: { desk: DeskData; actions: DeskActions }) {
  if (!desk.canAct) return null;
  return (
    <section aria-labelledby="applicant" className="space-y-4">
      <h2 id="applicant" className="text-lg font-semibold">
        Applicant
      </h2>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">Video conference</h3>
        {desk.call.canJoin ? (
          <ActionForm action={actions.openCall} submitLabel="Open video conference">
            <input type="hidden" name="processId" value={desk.processId} />
          </ActionForm>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn-secondary" disabled aria-describedby="call-unavailable">
              Open video conference
            </button>
            <p id="call-unavailable" className="text-sm text-slate-600 dark:text-slate-400">
              {desk.call.reason}
            </p>
          </div>
        )}
      </div>
      {desk.isFinished ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">The process is finished: its link is no longer sent.</p>
      ) : (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">Resend the link</h3>
          <ActionForm action={actions.resendLink} submitLabel="Send link">
            <input type="hidden" name="processId" value={desk.processId} />
            <label className="text-sm">
              <span className="block">Name</span>
              <input name="name" required defaultValue={desk.contact.name} className="input" />
            </label>
            <label className="text-sm">
              <span className="block">E-mail</span>
              <input name="email" type="email" required defaultValue={desk.contact.email} className="input" />
            </label>
          </ActionForm>
        </div>
      )}
    </section>
  );
}
