import { can } from "@/lib/security/roles";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { deskError } from "../../cases/errors";

/** Only a role that acts on records runs calls; an auditor reads them. */
export function requireCallAgent(staff: Staff): void {
  if (!can(staff.role, "records:act")) throw deskError("forbidden", "roleCannotRunCalls");
}
