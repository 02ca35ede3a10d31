import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { personal } from "@/lib/audit/sealed-values";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { textError } from "@/lib/i18n/error-texts";
import { staffPolicy } from "@/lib/records/personal-data-policy";
import { can } from "@/lib/security/roles";
import type { Staff } from "@/lib/staff-auth/staff-session";

export const ZResolveAlert = z.object({
  alertId: z.string().min(1),
  resolution: z.enum(["confirmed", "dismissed"], { message: "Choose confirm or dismiss." }),
  reason: z.string().trim().min(3, "Give a reason (at least 3 characters).").max(1000, "The reason has at most 1000 characters."),
});
export type TResolveAlert = z.input<typeof ZResolveAlert>;

const alertSelect = {
  id: true,
  processId: true,
  listEntryId: true,
  listedName: true,
  matchedName: true,
  score: true,
  listSource: true,
  listLoadedAt: true,
  status: true,
  reason: true,
  resolvedAt: true,
  createdAt: true,
} as const;

/**
 * The ongoing-screening alerts of a process, newest first (any staff who may read the process). A listed name says
 * whom the applicant may be and the reason is free text: both masked for a role that reads personal data masked.
 */
export async function processScreeningAlerts(db: Db, staff: Staff, processId: string) {
  if (!can(staff.role, "records:read")) throw new AppError("forbidden");
  const alerts = await db.screeningAlert.findMany({ where: { processId }, orderBy: { createdAt: "desc" }, select: alertSelect });
  return alerts.map(staffPolicy(staff).screeningAlert);
}

/** Open alerts of every process, oldest first: what a review queue lists. */
export async function openScreeningAlerts(db: Db, staff: Staff, take = 100) {
  if (!can(staff.role, "records:read")) throw new AppError("forbidden");
  return db.screeningAlert.findMany({ where: { status: "open" }, orderBy: { createdAt: "asc" }, take, select: alertSelect });
}

/** A reviewer confirms (a true match) or dismisses (another person) an open alert, with a reason; audited. */
export async function resolveScreeningAlert(
  db: Db,
  staff: Staff,
  input: TResolveAlert,
  request: { ip: string | null; userAgent: string | null } = { ip: null, userAgent: null },
  now = new Date(),
) {
  if (!can(staff.role, "records:act")) throw textError("forbidden", "roleCannotResolveAlerts");
  const parsed = ZResolveAlert.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message ?? "Invalid resolution.");
  const { alertId, resolution, reason } = parsed.data;
  const alert = await db.screeningAlert.findUnique({ where: { id: alertId }, select: { processId: true, listEntryId: true } });
  if (!alert) throw textError("not-found", "noSuchAlert");
  const { count } = await db.screeningAlert.updateMany({
    where: { id: alertId, status: "open" },
    data: { status: resolution, reason, resolvedById: staff.id, resolvedAt: now },
  });
  if (!count) throw textError("conflict", "alertResolved");
  await recordStaffAction(
    db,
    {
      actor: staff,
      action: resolution === "confirmed" ? "screening-alert-confirmed" : "screening-alert-dismissed",
      target: { type: "process", id: alert.processId },
      details: { alertId, listEntryId: alert.listEntryId, reason: personal(reason) },
      request,
    },
    now,
  );
  return { processId: alert.processId, status: resolution };
}
