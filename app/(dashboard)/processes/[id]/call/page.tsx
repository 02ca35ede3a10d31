import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AppLink } from "@/components/shell/app-link";
import { AgentCall } from "@/components/video-calls/agent-call";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { desk } from "@/lib/cases/desk";
import { env } from "@/lib/env";
import { CALL_DICTIONARIES } from "@/lib/i18n/back-office/call";
import { getDictionary } from "@/lib/i18n/dictionary";
import { inReadersWords } from "@/lib/i18n/error-texts";
import { titled } from "@/lib/i18n/page-title";
import { requireStaff } from "@/lib/staff-auth/guards";
import { captureStillAction, completeCallAction, markConnectedAction } from "./actions";

export const generateMetadata = titled((t) => t.shell.videoCall.title);

const ACTIONS = { markConnected: markConnectedAction, capture: captureStillAction, complete: completeCallAction };

/**
 * The call room, for a role that runs calls only: the live call beside the applicant's data and images from the earlier
 * steps, the agent's captures with their face comparison, the checklist, and the verdict that completes the step.
 */
export default async function CallPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ done?: string }>;
}) {
  const staff = await requireStaff("records:act");
  const [{ id }, { done }, { locale, t: backOffice }, headerList] = await Promise.all([params, searchParams, getDictionary(), headers()]);
  const t = CALL_DICTIONARIES[locale];
  const room = await desk.loadCallRoom(staff, id, requestInfoFrom(headerList));
  if (!room) notFound();
  const doneText = done && Object.hasOwn(t.done, done) ? t.done[done as keyof typeof t.done] : null;
  return (
    <div className="space-y-6">
      <p>
        <AppLink href={`/processes/${encodeURIComponent(id)}`} className="text-sm underline">
          {t.back}
        </AppLink>
      </p>
      <h1 className="text-xl font-semibold">{t.title}</h1>
      {doneText ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm dark:border-green-800 dark:bg-green-950">
          {doneText}
        </p>
      ) : room.heldBy ? (
        <p role="alert">{inReadersWords(backOffice.errors, room.heldBy)}</p>
      ) : room.call.canJoin && room.isOwnCall && room.applicant ? (
        <AgentCall
          processId={id}
          iceServers={env().ICE_SERVERS}
          checklist={room.checklist}
          applicant={room.applicant}
          initialCaptures={room.captures}
          t={t}
          actions={ACTIONS}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="applicant-state">
          {room.call.canJoin ? backOffice.shell.videoCall.fromProcessPage : inReadersWords(backOffice.errors, room.call.reason)}
        </p>
      )}
    </div>
  );
}
