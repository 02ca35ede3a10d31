import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { serviceConfig } from "@/lib/service/config";
import type { Caller } from "@/lib/service/context";
import { sendEmail } from "@/lib/service/messaging/email";
import { getProcessOrThrow, requireInProgress } from "@/lib/service/processes/load-process";
import { signToken } from "@/lib/service/secrets";

export type SendLinkInput = { template: "link"; processId: string; email: string; name: string };

/** The applicant's link: `{APP_URL}/verify/{processId}?token=<signed, expiring token bound to the process>`. */
export function processLink(processId: string, accountId: string, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + serviceConfig().LINK_TTL_HOURS * 3600;
  const token = signToken("verify-link", { prc: processId, acc: accountId, exp });
  return `${env().APP_URL.replace(/\/$/, "")}/verify/${processId}?token=${token}`;
}

export async function sendProcessLink({ db, caller, input, now }: { db: Db; caller: Caller; input: SendLinkInput; now: Date }): Promise<{ success: boolean }> {
  const loaded = await getProcessOrThrow(db, caller.accountId, input.processId);
  requireInProgress(loaded);
  const link = processLink(loaded.id, caller.accountId, now);
  const success = await sendEmail(db, {
    accountId: caller.accountId,
    processId: loaded.id,
    to: input.email,
    subject: "Continue your identity verification",
    text: `Hello ${input.name},\n\nContinue your identity verification here:\n${link}\n\nThe link expires in ${serviceConfig().LINK_TTL_HOURS} hours.`,
  });
  return { success };
}
