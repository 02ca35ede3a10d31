import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { requireStaff } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { exportFlow } from "@/lib/provisioning/flows";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaff("admin:manage");
  const { id } = await params;
  try {
    const { active: _active, ...flow } = await exportFlow(db(), id);
    await recordStaffAction(db(), {
      actor: staff,
      action: "admin-flow-exported",
      target: { type: "flow", id },
      request: requestInfoFrom(request.headers),
    });
    return new Response(`${JSON.stringify(flow, null, 2)}\n`, {
      headers: {
        "Content-Type": "application/json",
        "Content-Disposition": `attachment; filename="flow-${id}.json"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "not-found") return new Response("Not found", { status: 404 });
    throw error;
  }
}
