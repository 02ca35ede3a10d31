"use client";

/** Any failure inside the back office: say so plainly, offer a retry, keep the header and navigation. */
export default function DashboardError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section role="alert" className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950/40">
      <h1 className="text-lg font-semibold">Something went wrong · Algo correu mal</h1>
      <p className="text-sm">The page could not be loaded. Nothing was changed. · Não foi possível carregar a página.</p>
      <button type="button" className="btn-primary" onClick={reset}>
        Try again · Tentar de novo
      </button>
    </section>
  );
}
