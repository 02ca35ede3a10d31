import { headers } from "next/headers";
import { NextResponse } from "next/server";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { assertStaff, StaffAccessError } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { staffPolicy } from "@/lib/review/personal-data-policy";
import { processRecords } from "@/lib/review/records";
import { fileStorage } from "@/lib/storage/file-storage";

type Params = { params: Promise<{ id: string; fileId: string }> };

function answer(status: number, message: string) {
  return NextResponse.json({ message }, { status, headers: { "Cache-Control": "private, no-store" } });
}

/** A process's stored file for signed-in staff: checked against the session and the process, never cached. */
export async function GET(request: Request, { params }: Params) {
  let staff: Awaited<ReturnType<typeof assertStaff>>;
  try {
    staff = await assertStaff("records:read");
  } catch (error) {
    if (error instanceof StaffAccessError) return answer(error.status, error.message);
    throw error;
  }
  if (!staffPolicy(staff).canReadFileBytes) return answer(403, "Stored files hold personal data, which is masked for your role.");
  const { id, fileId } = await params;
  const file = await processRecords().file(id, fileId);
  if (!file) return answer(404, "No such file for this process.");
  const bytes = await fileStorage().get(file.storageKey);
  if (!bytes) return answer(404, "The file's bytes are missing from storage.");
  const isDownload = new URL(request.url).searchParams.get("download") === "1";
  if (isDownload) {
    await recordStaffAction(db(), {
      actor: { id: staff.id, email: staff.email },
      action: "file-downloaded",
      target: { type: "process", id },
      details: { fileId },
      request: requestInfoFrom(await headers()),
    });
  }
  return new NextResponse(new Uint8Array(bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
      "Content-Disposition": `${isDownload ? "attachment" : "inline"}; filename="${fileId}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
