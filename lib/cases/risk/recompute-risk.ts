import { NO_REQUEST, type RequestInfo, recordStaffAction } from "@/lib/audit/record-staff-action";
import type { Db } from "@/lib/db/client";
import { textError } from "@/lib/i18n/error-texts";
import { can } from "@/lib/security/roles";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { recordRiskAssessment } from "../duplicates/screen-case";

/** Scores a finished process again with the rules in force (a new assessment; the earlier ones keep their version). */
export async function recomputeRisk(db: Db, staff: Staff, processId: string, now = new Date(), request: RequestInfo = NO_REQUEST) {
  if (!can(staff.role, "records:act")) throw textError("forbidden", "roleCannotRecomputeRisk");
  const held = await db.reviewCase.findUnique({ where: { processId }, select: { processId: true } });
  if (!held) throw textError("conflict", "notInQueue");
  const assessment = await db.$transaction((tx) => recordRiskAssessment(tx, processId, now));
  await recordStaffAction(
    db,
    {
      actor: staff,
      action: "risk-recomputed",
      target: { type: "process", id: processId },
      details: { score: assessment.score, level: assessment.level, rulesVersion: assessment.rulesVersion },
      request,
    },
    now,
  );
  return assessment;
}

/** Every assessment of the process, newest first, each with the rules version it was computed with. */
export async function riskHistory(db: Db, processId: string) {
  return db.riskAssessment.findMany({
    where: { processId },
    orderBy: { createdAt: "desc" },
    select: { id: true, score: true, level: true, rulesVersion: true, factors: true, createdAt: true },
  });
}
