import "server-only";
import type { Db } from "@/lib/db/client";
import { getFileContent } from "@/lib/service/files/get-file-content";
import { getProcessOrThrow, requireInProgress } from "@/lib/service/processes/load-process";
import type { ApplicantSession } from "./get-applicant-session";
import { loadApplicantView } from "./load-applicant-view";

/** The document the current signing step asks the applicant to sign, or null when the step is not a signing step. */
export async function getDocumentToSign(db: Db, session: ApplicantSession): Promise<{ bytes: Buffer; contentType: string } | null> {
  requireInProgress(await getProcessOrThrow(db, session.accountId, session.processId));
  const view = await loadApplicantView(db, session);
  if (view.kind !== "step" || !view.step.fileId) return null;
  const [bytes, file] = await Promise.all([
    getFileContent({ db, caller: session.caller, bucket: "attachments", fileId: view.step.fileId }),
    db.storedFile.findFirst({ where: { id: view.step.fileId, accountId: session.accountId }, select: { contentType: true } }),
  ]);
  return { bytes, contentType: file?.contentType ?? "application/octet-stream" };
}
