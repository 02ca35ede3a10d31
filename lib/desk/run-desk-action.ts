import "server-only";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { requireStaff } from "@/lib/auth/guards";
import type { Staff } from "@/lib/auth/staff-session";
import type { ActionState } from "@/lib/server-actions/action-state";
import { DeskError } from "./errors";

type Request = { ip: string | null; userAgent: string | null };

/**
 * Every reviewer action on a process goes through here: the caller's role is checked now (a forged
 * request from an auditor gets 403), desk mistakes come back as a message, and the page is refreshed.
 */
export async function runDeskAction(processId: string, work: (staff: Staff, request: Request) => Promise<string>): Promise<ActionState> {
  const staff = await requireStaff("records:act");
  try {
    const message = await work(staff, requestInfoFrom(await headers()));
    revalidatePath(`/processes/${processId}`);
    return { ok: true, message };
  } catch (error) {
    if (error instanceof DeskError && error.code !== "forbidden") return { error: error.message };
    throw error;
  }
}

export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
