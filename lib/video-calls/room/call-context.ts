import type { Db } from "@/lib/db/client";
import type { RequestContext } from "@/lib/service/context";
import { isServiceError } from "@/lib/service/contract/service-error";
import { deviceFromUserAgent } from "@/lib/service/device";
import { deskError } from "../../cases/errors";

export type CallRequest = { ip: string | null; userAgent: string | null };

/** The agent acts as the process's own application, from their own browser. */
export async function callContext(db: Db, processId: string, request: CallRequest, now: Date): Promise<RequestContext> {
  const process = await db.process.findUnique({ where: { id: processId }, select: { accountId: true, appId: true, credentialId: true } });
  if (!process) throw deskError("not-found", "noSuchProcess");
  return { ...process, device: deviceFromUserAgent(request.userAgent), now };
}

/** The service's refusals of a call, in the desk's words. */
export function asDeskError(error: unknown): never {
  if (isServiceError(error) && error.code === "BIOPMCSE008") throw deskError("conflict", "notInCallStep");
  if (isServiceError(error) && error.code === "BIOPMSCE002") throw deskError("conflict", "processFinished");
  throw error;
}
