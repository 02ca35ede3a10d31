import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { textError } from "@/lib/i18n/error-texts";
import type { Staff } from "@/lib/staff-auth/staff-session";

export const ZSavedView = z.object({
  name: z.string().trim().min(1, "Name the view.").max(60, "A view's name has at most 60 characters."),
  /** The list's or queue's path and search string, as the address bar shows it. */
  path: z
    .string()
    .max(1000)
    .regex(/^\/(queue|processes)(\?[^#\s]*)?$/, "A view saves the queue's or the process list's filters."),
  isShared: z.boolean().default(false),
});
export type TSavedView = z.input<typeof ZSavedView>;

/** The caller's own views and those shared with the team, by name. */
export async function listSavedViews(db: Db, staff: Staff) {
  return db.savedView.findMany({
    where: { OR: [{ ownerId: staff.id }, { isShared: true }] },
    orderBy: { name: "asc" },
    select: { id: true, name: true, search: true, isShared: true, ownerId: true, ownerEmail: true },
  });
}

export async function saveView(db: Db, staff: Staff, input: TSavedView, now = new Date()) {
  const parsed = ZSavedView.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message);
  const { name, path, isShared } = parsed.data;
  return db.savedView.create({
    data: { id: crypto.randomUUID(), ownerId: staff.id, ownerEmail: staff.email, name, search: path, isShared, createdAt: now },
    select: { id: true, name: true },
  });
}

/** Its owner removes a view (an admin any shared one). */
export async function deleteSavedView(db: Db, staff: Staff, viewId: string) {
  const view = await db.savedView.findUnique({ where: { id: viewId }, select: { ownerId: true, isShared: true } });
  if (!view || (view.ownerId !== staff.id && !view.isShared)) throw textError("not-found", "noSuchView");
  if (view.ownerId !== staff.id && staff.role !== "admin") throw textError("forbidden", "ownerRemovesSharedView");
  await db.savedView.delete({ where: { id: viewId } });
}
