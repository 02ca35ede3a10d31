import { ZFaceSettings } from "@/lib/analysis/face/face-settings";
import type { Db, Tx } from "@/lib/db/client";
import { bySeverity } from "@/lib/findings/finding";
import { completeJob } from "@/lib/jobs/job-leases";
import type { JobLease } from "@/lib/jobs/job-registry";
import { readEarlierRecords } from "@/lib/service/files/process-files";
import { asJson } from "@/lib/service/raw-values";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import { caseFindings } from "../case-findings";
import { assessRisk } from "../risk/risk-factors";
import { currentRiskRules } from "../risk/risk-rules";
import { caseFaces, documentKeys, FACE_MODEL } from "./case-faces";
import { embeddingBytes } from "./face-index";
import { findFaceMatches } from "./face-search";

const FACE_THRESHOLD = ZFaceSettings.parse({}).matchThreshold;

/**
 * Scores the process from its case's findings with the rules in force, keeps the assessment (with its rules version),
 * and mirrors it on the case with the findings' count and the most severe one (what the queue shows and filters by).
 */
export async function recordRiskAssessment(tx: Tx, processId: string, now: Date) {
  const [{ version, rules }, loaded] = await Promise.all([currentRiskRules(tx), loadProcessRecord(tx, { id: processId })]);
  const findings = loaded ? bySeverity(await caseFindings(tx, loaded.record)) : [];
  const assessment = assessRisk(findings, rules);
  const headline = findings[0];
  await tx.riskAssessment.create({
    data: { id: crypto.randomUUID(), processId, ...assessment, factors: assessment.factors, rulesVersion: version, createdAt: now },
    select: { id: true },
  });
  await tx.reviewCase.updateMany({
    where: { processId },
    data: {
      riskLevel: assessment.level,
      riskScore: assessment.score,
      riskRulesVersion: version,
      screenedAt: now,
      findingCount: findings.length,
      worstSeverity: headline?.severity ?? null,
      headlineFinding: headline ? JSON.stringify({ ...headline, details: [] }) : null,
    },
  });
  return { ...assessment, rulesVersion: version };
}

/**
 * The screening job of a finished process (`lease.subjectId`): its document and faces stored for later searches, the
 * earlier processes with the same document (country, type, number) or a face at the engine's threshold recorded as
 * duplicates, then its risk scored; all committed with the job's completion. A job, as the face engine takes seconds.
 */
export async function screenCase(db: Db, lease: JobLease): Promise<void> {
  const processId = lease.subjectId;
  const process = await db.process.findUnique({ where: { id: processId }, select: { id: true, accountId: true, history: true } });
  if (!process) {
    await db.$transaction((tx) => completeJob(tx, lease));
    return;
  }
  const records = await readEarlierRecords(db, processId, asJson<string[]>(process.history));
  const keys = documentKeys(records);
  const faces = await caseFaces(db, process, records);
  const [sameDocument, sameFace] = await Promise.all([
    keys.length
      ? db.caseDocumentKey.findMany({
          where: { OR: keys, processId: { not: processId } },
          distinct: ["processId"],
          select: { processId: true },
        })
      : [],
    findFaceMatches(
      db,
      processId,
      faces.map((f) => f.embedding),
      FACE_THRESHOLD,
    ),
  ]);
  const now = new Date();
  const duplicates = [
    ...sameDocument.map((d) => ({ otherProcessId: d.processId, kind: "document", score: 1 })),
    ...sameFace.map((f) => ({ otherProcessId: f.otherProcessId, kind: "face", score: f.score })),
  ];
  await db.$transaction(async (tx) => {
    await tx.caseDocumentKey.deleteMany({ where: { processId } });
    await tx.caseFaceTemplate.deleteMany({ where: { processId } });
    await tx.caseDuplicate.deleteMany({ where: { processId } });
    await tx.caseDocumentKey.createMany({ data: keys.map((key) => ({ processId, ...key, createdAt: now })) });
    await tx.caseFaceTemplate.createMany({
      data: faces.map((face) => ({
        processId,
        model: FACE_MODEL,
        source: face.source,
        embedding: embeddingBytes(face.embedding),
        createdAt: now,
      })),
    });
    await tx.caseDuplicate.createMany({ data: duplicates.map((d) => ({ processId, ...d, createdAt: now })) });
    await recordRiskAssessment(tx, processId, now);
    await completeJob(tx, lease);
  });
}
