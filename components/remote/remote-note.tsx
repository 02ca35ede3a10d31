/** A one-line explanation of what remote mode changes on this page. */
export function RemoteNote({ text }: { text: string }) {
  return (
    <p
      data-testid="remote-note"
      className="rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800"
    >
      {text}
    </p>
  );
}
