import { z } from "zod";
import { NO_REQUEST, type RequestInfo, recordStaffAction } from "@/lib/audit/record-staff-action";
import type { Db } from "@/lib/db/client";
import { can } from "@/lib/security/roles";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { DeskError, deskError } from "./errors";
import { knownProcess } from "./known-process";

export const NOTE_MAX_LENGTH = 5000;

export const ZNoteBody = z
  .string()
  .transform((text) => text.replace(/\r\n/g, "\n").trim())
  .pipe(z.string().min(1, "A note cannot be empty.").max(NOTE_MAX_LENGTH, `A note has at most ${NOTE_MAX_LENGTH} characters.`));

export type NoteView = {
  id: string;
  body: string;
  authorEmail: string;
  isOwn: boolean;
  createdAt: Date;
  updatedAt: Date;
  revisions: { body: string; editedAt: Date }[];
};

function parseBody(body: string): string {
  const parsed = ZNoteBody.safeParse(body);
  if (!parsed.success) throw new DeskError("invalid", parsed.error.issues[0]?.message ?? "Invalid note.");
  return parsed.data;
}

function requireActor(staff: Staff) {
  if (!can(staff.role, "records:act")) throw deskError("forbidden", "roleCannotWriteNotes");
}

export async function addNote(
  db: Db,
  staff: Staff,
  { processId, body }: { processId: string; body: string },
  now = new Date(),
  request: RequestInfo = NO_REQUEST,
) {
  requireActor(staff);
  const text = parseBody(body);
  if (!(await knownProcess(db, processId))) throw deskError("not-found", "noSuchProcess");
  const note = await db.processNote.create({
    data: { id: crypto.randomUUID(), processId, authorId: staff.id, authorEmail: staff.email, body: text, createdAt: now, updatedAt: now },
    select: { id: true },
  });
  await recordStaffAction(
    db,
    { actor: staff, action: "note-added", target: { type: "process", id: processId }, details: { noteId: note.id }, request },
    now,
  );
  return note;
}

/** Only the author edits a note; the text it had is kept as a revision. */
export async function editNote(
  db: Db,
  staff: Staff,
  { noteId, body }: { noteId: string; body: string },
  now = new Date(),
  request: RequestInfo = NO_REQUEST,
) {
  requireActor(staff);
  const text = parseBody(body);
  const note = await db.processNote.findUnique({
    where: { id: noteId },
    select: { id: true, authorId: true, body: true, processId: true },
  });
  if (!note) throw deskError("not-found", "noSuchNote");
  if (note.authorId !== staff.id) throw deskError("forbidden", "authorEditsNote");
  if (note.body === text) return { id: note.id };
  await db.$transaction([
    db.processNoteRevision.create({ data: { id: crypto.randomUUID(), noteId, body: note.body, editedAt: now } }),
    db.processNote.update({ where: { id: noteId }, data: { body: text, updatedAt: now } }),
  ]);
  await recordStaffAction(
    db,
    { actor: staff, action: "note-edited", target: { type: "process", id: note.processId }, details: { noteId }, request },
    now,
  );
  return { id: note.id };
}

export async function listNotes(db: Db, staff: Staff, processId: string): Promise<NoteView[]> {
  const notes = await db.processNote.findMany({
    where: { processId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      body: true,
      authorId: true,
      authorEmail: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  // Read apart, and only when there are notes: nested, Prisma asked for the revisions of no note on most case pages.
  const revisions = notes.length
    ? await db.processNoteRevision.findMany({
        where: { noteId: { in: notes.map((note) => note.id) } },
        orderBy: { editedAt: "asc" },
        select: { noteId: true, body: true, editedAt: true },
      })
    : [];
  return notes.map(({ authorId, ...note }) => ({
    ...note,
    revisions: revisions.filter((r) => r.noteId === note.id).map(({ body, editedAt }) => ({ body, editedAt })),
    isOwn: authorId === staff.id,
  }));
}
