import type { ReactNode } from "react";

export function PanelSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="space-y-2" data-testid={testId}>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{title}</h4>
      {children}
    </section>
  );
}
