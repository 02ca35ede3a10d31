import { ActionForm } from "@/components/ui/action-form";
import type { DeskData } from "@/lib/cases/load-desk";
import { NOTE_MAX_LENGTH } from "@/lib/cases/notes";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { formatTimestamp } from "@/lib/i18n/format";
import type { DeskActions } from "./desk-actions";

export function NotesPanel({ desk, actions, t }: { desk: DeskData; actions: DeskActions; t: Dictionary }) {
  const words = t.desk;
  const when = (d: Date) => formatTimestamp(d, t.dates);
  return (
    <section aria-labelledby="notes" className="space-y-3">
      <h2 id="notes" className="text-lg font-semibold">
        {words.notes} ({desk.notes.length})
      </h2>
      {desk.isPersonalDataMasked && (
        <p className="text-sm text-amber-800 dark:text-amber-300" data-testid="notes-masked">
          {words.notesMasked}
        </p>
      )}
      {desk.canAct && (
        <ActionForm action={actions.addNote} submitLabel={words.addNote} className="grid gap-2">
          <input type="hidden" name="processId" value={desk.processId} />
          <label className="text-sm">
            <span className="block">{words.newNote.replace("{max}", String(NOTE_MAX_LENGTH))}</span>
            <textarea name="body" rows={3} maxLength={NOTE_MAX_LENGTH} required className="input" />
          </label>
        </ActionForm>
      )}
      <ol className="space-y-3">
        {desk.notes.map((note) => (
          <li key={note.id} data-testid="note" className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
            <p className="whitespace-pre-wrap">{note.body}</p>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {note.authorEmail} · {when(note.createdAt)}
              {note.revisions.length > 0 && ` · ${words.edited} ${when(note.updatedAt)}`}
            </p>
            {note.revisions.length > 0 && (
              <details className="mt-1 text-xs">
                <summary className="cursor-pointer">
                  {words.earlier} ({note.revisions.length})
                </summary>
                <ol className="mt-1 space-y-1">
                  {note.revisions.map((revision) => (
                    <li key={revision.editedAt.toISOString()} className="whitespace-pre-wrap text-slate-600 dark:text-slate-400">
                      <span className="font-mono">
                        {words.until} {when(revision.editedAt)}:
                      </span>{" "}
                      {revision.body}
                    </li>
                  ))}
                </ol>
              </details>
            )}
            {note.isOwn && desk.canAct && (
              <details className="mt-2">
                <summary className="cursor-pointer text-xs">{words.edit}</summary>
                <ActionForm action={actions.editNote} submitLabel={words.save} variant="secondary" className="mt-1 grid gap-2">
                  <input type="hidden" name="processId" value={desk.processId} />
                  <input type="hidden" name="noteId" value={note.id} />
                  <label className="text-sm">
                    <span className="sr-only">{words.noteText}</span>
                    <textarea name="body" rows={3} maxLength={NOTE_MAX_LENGTH} defaultValue={note.body} className="input" />
                  </label>
                </ActionForm>
              </details>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
