import { auditLog } from "@/lib/audit/audit-log";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { provisioning } from "@/lib/provisioning/provisioning";
import { staffRoute } from "@/lib/staff-auth/guards";

export const GET = staffRoute("admin:manage", async (request, staff, { id }: { id: string }) => {
  const { active: _active, ...flow } = await provisioning.exportFlow(id);
  await auditLog.recordStaffAction({
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
});
