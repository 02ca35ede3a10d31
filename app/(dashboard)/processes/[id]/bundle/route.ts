import { Readable } from "node:stream";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { requireStaff } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { streamAuditBundle } from "@/lib/exports/audit-bundle/stream-audit-bundle";
import { loadOrCreateInstallationKey } from "@/lib/exports/installation-key";
import { staffPolicy } from "@/lib/review/personal-data-policy";
import { fileStorage } from "@/lib/storage/file-storage";

/**
 * The per-process audit bundle, streamed as it is built, under the reader's personal-data policy (an auditor's
 * is masked, its stored files withheld); who downloaded it, and which kind, is in the staff audit log.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaff("records:export");
  const { id } = await params;
  if (!(await db().process.findUnique({ where: { id }, select: { id: true } }))) return new Response("Not found", { status: 404 });
  const key = loadOrCreateInstallationKey(env().dataDir);
  const policy = staffPolicy(staff);
  const zip = await streamAuditBundle({ db: db(), storage: fileStorage(), processId: id, key, createdBy: staff.email, policy });
  await recordStaffAction(db(), {
    actor: staff,
    action: "bundle-exported",
    target: { type: "process", id },
    details: { signingKeyFingerprint: key.fingerprint, personalData: policy.isMasked ? "masked" : "shown" },
    request: requestInfoFrom(request.headers),
  });
  return new Response(Readable.toWeb(zip) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="process-${id}-audit-bundle.zip"`,
      "Cache-Control": "no-store",
    },
  });
}
