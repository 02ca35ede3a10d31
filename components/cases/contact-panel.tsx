import { ActionForm } from "@/components/ui/action-form";
import type { DeskData } from "@/lib/cases/load-desk";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { inReadersWords } from "@/lib/i18n/error-texts";
import { ApplicantMessages } from "./applicant-messages";
import type { DeskActions } from "./desk-actions";

/**
 * The messages sent to the applicant and their delivery (every reader, local mode); for those who act, resending the
 * link and opening the video conference when the process waits in one (only a flow with a call step shows it).
 */
export function ContactPanel({ desk, actions, t }: { desk: DeskData; actions: DeskActions; t: Dictionary }) {
  if (!desk.canAct && desk.isRemote) return null;
  return (
    <section aria-labelledby="applicant" className="space-y-4">
      <h2 id="applicant" className="text-lg font-semibold">
        {t.desk.applicant}
      </h2>
      {!desk.isRemote && <ApplicantMessages messages={desk.messages} t={t} />}
      {desk.canAct && <ContactActions desk={desk} actions={actions} t={t} />}
    </section>
  );
}

/** Resending the link and opening the call: reviewers and admins only. */
function ContactActions({ desk, actions, t }: { desk: DeskData; actions: DeskActions; t: Dictionary }) {
  const words = t.desk;
  const allowOtherAddress = desk.allowResendToOtherAddress && !desk.isRemote;
  return (
    <>
      {desk.isRemote && (
        <p className="text-sm" data-testid="remote-contact">
          {t.remote.contactThroughRemote}
        </p>
      )}
      {desk.hasCallStep && desk.isRemote && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">{t.shell.videoCall.title}</h3>
          <p className="text-sm" data-testid="remote-call">
            {desk.call.canJoin ? t.remote.callWaiting : inReadersWords(t.errors, desk.call.reason)}
          </p>
        </div>
      )}
      {desk.hasCallStep && !desk.isRemote && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">{t.shell.videoCall.title}</h3>
          {desk.call.canJoin ? (
            <ActionForm action={actions.openCall} submitLabel={t.shell.videoCall.open}>
              <input type="hidden" name="processId" value={desk.processId} />
            </ActionForm>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <button type="button" className="btn-secondary" disabled aria-describedby="call-unavailable">
                {t.shell.videoCall.open}
              </button>
              <p id="call-unavailable" className="text-sm text-slate-600 dark:text-slate-400">
                {inReadersWords(t.errors, desk.call.reason)}
              </p>
            </div>
          )}
        </div>
      )}
      {desk.isFinished ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{words.finished}</p>
      ) : (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">{words.resend}</h3>
          <p className="text-sm" data-testid="resend-recipient">
            {desk.contact.email ? words.linkGoesTo.replace("{email}", desk.contact.email) : words.noEmail}
          </p>
          {(desk.contact.email || allowOtherAddress) && (
            <ActionForm action={actions.resendLink} submitLabel={words.sendLink}>
              <input type="hidden" name="processId" value={desk.processId} />
              {allowOtherAddress && (
                <fieldset className="flex flex-wrap items-end gap-3">
                  <legend className="w-full text-sm text-slate-600 dark:text-slate-400">
                    {desk.contact.email ? words.orAnother : words.toAddress} {words.adminAllows}
                  </legend>
                  <label className="text-sm">
                    <span className="block">{words.anotherAddress}</span>
                    <input name="email" type="email" required={!desk.contact.email} className="input" />
                  </label>
                  <label className="text-sm">
                    <span className="block">{words.reason}</span>
                    <input name="reason" maxLength={500} required={!desk.contact.email} className="input" />
                  </label>
                </fieldset>
              )}
            </ActionForm>
          )}
        </div>
      )}
    </>
  );
}
