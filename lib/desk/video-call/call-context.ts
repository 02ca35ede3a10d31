import type { Db } from "@/lib/db/client";
import type { RequestContext } from "@/lib/service/context";
import { deviceFromUserAgent } from "@/lib/service/device";
import { isServiceError } from "@/lib/service/errors";
import { DeskError } from "../errors";

export type CallRequest = { ip: string | null; userAgent: string | null };

export const NOT_IN_CALL_STEP =
  "The process is not at its video conference step (BIOPMCSE008): the applicant has not reached it, has moved past it, or the process is finished.";

/** The agent acts as the process's own application, from their own browser. */
export async function callContext(db: Db, processId: string, request: CallRequest, now: Date): Promise<RequestContext> {
  const process = await db.process.findUnique({ where: { id: processId }, select: { accountId: true, appId: true, credentialId: true } });
  if (!process) throw new DeskError("not-found", "No such process.");
  return { ...process, device: deviceFromUserAgent(request.userAgent), now };
}

/** The service's refusals of a call, in the desk's words. */
export function asDeskError(error: unknown): never {
  if (isServiceError(error) && error.code === "BIOPMCSE008") throw new DeskError("conflict", NOT_IN_CALL_STEP);
  if (isServiceError(error) && error.code === "BIOPMSCE002") throw new DeskError("conflict", "The process is finished (BIOPMSCE002).");
  throw error;
}
