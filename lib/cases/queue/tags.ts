import { z } from "zod";
import { NO_REQUEST, type RequestInfo, recordStaffAction } from "@/lib/audit/record-staff-action";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { textError } from "@/lib/i18n/error-texts";
import { can } from "@/lib/security/roles";
import type { Staff } from "@/lib/staff-auth/staff-session";

/** Tag colours: palette names the UI maps to a background and text pair readable in both themes. */
export const TAG_COLOURS = ["slate", "red", "amber", "green", "blue", "violet"] as const;

export const ZCaseTag = z.object({
  name: z.string().trim().min(1, "Name the tag.").max(40, "A tag name has at most 40 characters."),
  colour: z.enum(TAG_COLOURS, { message: "Choose one of the colours." }),
});
export type TCaseTag = z.input<typeof ZCaseTag>;

function requireAdmin(staff: Staff) {
  if (staff.role !== "admin") throw textError("forbidden", "adminDefinesTags");
}

export async function listTags(db: Db) {
  return db.caseTag.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true, colour: true } });
}

export async function createTag(db: Db, staff: Staff, input: TCaseTag, now = new Date()) {
  requireAdmin(staff);
  const parsed = ZCaseTag.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message);
  if (await db.caseTag.findUnique({ where: { name: parsed.data.name }, select: { id: true } })) throw textError("conflict", "tagExists");
  return db.caseTag.create({ data: { id: crypto.randomUUID(), ...parsed.data, createdAt: now }, select: { id: true, name: true } });
}

export async function deleteTag(db: Db, staff: Staff, tagId: string) {
  requireAdmin(staff);
  const { count } = await db.caseTag.deleteMany({ where: { id: tagId } });
  if (!count) throw textError("not-found", "noSuchTag");
}

/** Adds or removes a tag on a case (reviewers and admins); audited on the process. */
export async function setCaseTag(
  db: Db,
  staff: Staff,
  { processId, tagId, isOn }: { processId: string; tagId: string; isOn: boolean },
  now = new Date(),
  request: RequestInfo = NO_REQUEST,
) {
  if (!can(staff.role, "records:act")) throw textError("forbidden", "roleCannotTag");
  const [held, tag] = await Promise.all([
    db.reviewCase.findUnique({ where: { processId }, select: { processId: true } }),
    db.caseTag.findUnique({ where: { id: tagId }, select: { name: true } }),
  ]);
  if (!tag) throw textError("invalid", "noSuchTag");
  if (!held) throw textError("conflict", "notInQueue");
  if (isOn)
    await db.caseTagging.upsert({
      where: { processId_tagId: { processId, tagId } },
      create: { processId, tagId, createdAt: now },
      update: {},
    });
  else await db.caseTagging.deleteMany({ where: { processId, tagId } });
  await recordStaffAction(
    db,
    {
      actor: staff,
      action: isOn ? "case-tagged" : "case-untagged",
      target: { type: "process", id: processId },
      details: { tag: tag.name },
      request,
    },
    now,
  );
}
