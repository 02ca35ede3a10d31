import type { Dictionary } from "@/lib/i18n/back-office/en";

/** A remote service's failure, said plainly (its message names the cause, never a credential or personal data). */
export function RemoteFailure({ message, t }: { message: string; t: Dictionary }) {
  return (
    <section
      role="alert"
      data-testid="remote-failure"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-6 dark:border-amber-800 dark:bg-amber-950/40"
    >
      <h1 className="text-lg font-semibold">{t.remote.failed}</h1>
      <p className="text-sm">{message}</p>
      <p className="text-sm">{t.remote.failedBody}</p>
    </section>
  );
}
