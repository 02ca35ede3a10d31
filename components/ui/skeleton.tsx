export function Skeleton({ className = "h-24" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800 ${className}`} />;
}

/** A region still loading: its skeletons, announced to screen readers by `label` ("Loading…"). */
export function LoadingRegion({ label, className, children }: { label: string; className: string; children: React.ReactNode }) {
  return (
    <div className={className} aria-busy="true" aria-live="polite">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
