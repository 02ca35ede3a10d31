import "server-only";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { requireStaff } from "@/lib/auth/guards";
import type { Staff } from "@/lib/auth/staff-session";
import { db } from "@/lib/db/client";
import { isCallersMistake } from "@/lib/errors";
import type { ActionState } from "@/lib/server-actions/action-state";

type Done = { message: string; target: { type: string; id: string }; details?: Record<string, unknown>; secret?: ActionState["secret"] };

/**
 * Every admin change goes through here: the caller must be an admin (checked now, not only by the page),
 * the change is written to the staff audit log, and input mistakes come back as a message.
 */
export async function runAdminAction(action: string, work: (staff: Staff) => Promise<Done>): Promise<ActionState> {
  const staff = await requireStaff("admin:manage");
  try {
    const done = await work(staff);
    await recordStaffAction(db(), {
      actor: staff,
      action,
      target: done.target,
      details: done.details,
      request: requestInfoFrom(await headers()),
    });
    revalidatePath("/admin", "layout");
    return { ok: true, message: done.message, secret: done.secret };
  } catch (error) {
    if (isCallersMistake(error)) return { error: error.message };
    throw error;
  }
}

export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}
