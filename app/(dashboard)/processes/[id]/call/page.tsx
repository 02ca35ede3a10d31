import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ActionForm } from "@/components/ui/action-form";
import { requireStaff } from "@/lib/auth/guards";
import { desk } from "@/lib/desk/desk";
import { completeCallAction } from "../actions";

export const metadata: Metadata = { title: "Video conference" };

/** The call room: what the applicant is doing now, and the reviewer's verdict that completes the step. */
const DONE = new Map(
  Object.entries({
    advanced: "The call passed: the process moved to its next step.",
    finished: "The call passed: the process is finished.",
    failed: "The call failed: recorded as a failed attempt of the step.",
    negative: "The call failed: the process ended negatively.",
  }),
);

export default async function CallPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ done?: string }>;
}) {
  await requireStaff("records:act");
  const [{ id }, { done }] = await Promise.all([params, searchParams]);
  const room = await desk.loadCallRoom(id);
  if (!room) notFound();
  const { step, call } = room;
  return (
    <div className="space-y-6">
      <p>
        <Link href={`/processes/${encodeURIComponent(id)}`} className="text-sm underline">
          ← Back to the process
        </Link>
      </p>
      <h1 className="text-xl font-semibold">Video conference</h1>
      {done && DONE.has(done) && (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm dark:border-green-800 dark:bg-green-950">
          {DONE.get(done)}
        </p>
      )}
      <section aria-labelledby="applicant-state" className="space-y-2">
        <h2 id="applicant-state" className="text-lg font-semibold">
          The applicant now
        </h2>
        <p data-testid="applicant-state">
          {room.status === "finished"
            ? `The process is finished${room.negativeFinish ? " (negatively)" : ""}.`
            : `At step “${step?.name ?? room.currentStepId}” (${step?.type ?? "unknown"}).`}
        </p>
        <ol className="space-y-1 text-sm">
          {room.recentEvents.map((event) => (
            <li key={`${event.createdAt}-${event.type}-${event.stepId ?? ""}`}>
              <span className="font-mono text-xs">{event.createdAt.replace("T", " ").slice(0, 19)}</span> {event.type}
              {event.stepName ? ` · ${event.stepName}` : ""} · {event.deviceType}, {event.operatingSystem}, {event.browser}
            </li>
          ))}
        </ol>
        <Link href={`/processes/${encodeURIComponent(id)}/call`} className="btn-secondary">
          Refresh
        </Link>
      </section>
      {call.canJoin ? (
        <section aria-labelledby="verdict" className="space-y-2">
          <h2 id="verdict" className="text-lg font-semibold">
            Complete the call
          </h2>
          <ActionForm action={completeCallAction} submitLabel="Complete the step" className="grid max-w-xl gap-3">
            <input type="hidden" name="processId" value={id} />
            <fieldset className="flex gap-4 text-sm">
              <legend className="mb-1">Outcome</legend>
              <label className="flex items-center gap-1">
                <input type="radio" name="verdict" value="passed" required /> Passed
              </label>
              <label className="flex items-center gap-1">
                <input type="radio" name="verdict" value="failed" /> Failed
              </label>
            </fieldset>
            <label className="text-sm">
              <span className="block">Note</span>
              <textarea name="note" rows={3} maxLength={2000} className="input" />
            </label>
          </ActionForm>
        </section>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{call.reason}</p>
      )}
    </div>
  );
}
