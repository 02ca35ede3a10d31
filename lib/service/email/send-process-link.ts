import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { signToken } from "@/lib/security/secrets";
import type { Caller } from "@/lib/service/context";
import { sendApplicantEmail } from "@/lib/service/messaging/send-applicant-email";
import { parseBody } from "@/lib/service/parse-body";
import { getProcessOrThrow, requireInProgress } from "@/lib/service/processes/load-process";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";

export const ZSendEmail = z.strictObject({
  template: z.literal("link", "only the link template is supported"),
  processId: z.string().min(1).max(100),
  email: z.email(),
  name: z.string().trim().min(1).max(200),
});

/** When a link made now stops working (whole seconds, as its token says). */
function linkExpiry(now: Date): number {
  return Math.floor(now.getTime() / 1000) + env().LINK_TTL_HOURS * 3600;
}

/** The applicant's link: `{APP_URL}/verify/{processId}?token=<signed, expiring token bound to the process>`. */
export function processLink(processId: string, accountId: string, now: Date): string {
  const token = signToken("verify-link", { prc: processId, acc: accountId, exp: linkExpiry(now) });
  return `${env().APP_URL.replace(/\/$/, "")}/verify/${processId}?token=${token}`;
}

/**
 * The process named in the body is checked (404/409/403) before the rest of the body (400), as everywhere. `success`:
 * the mail server took the e-mail at once; one it refused stays queued and is retried until the link expires.
 */
export async function sendProcessLink({
  db,
  caller,
  body,
  now,
}: {
  db: Db;
  caller: Caller;
  body: unknown;
  now: Date;
}): Promise<{ success: boolean }> {
  const named = typeof body === "object" && body !== null && "processId" in body ? body.processId : undefined;
  if (typeof named !== "string" || named === "") parseBody(ZSendEmail, body);
  const loaded = await getProcessOrThrow(db, caller.accountId, String(named));
  requireInProgress(loaded);
  const input = parseBody(ZSendEmail, body);
  const link = processLink(loaded.id, caller.accountId, now);
  const words = dictionaryFor(loaded.lang).messages;
  const success = await sendApplicantEmail(
    db,
    {
      secrets: [new URL(link).searchParams.get("token") ?? link],
      accountId: caller.accountId,
      processId: loaded.id,
      recipient: input.email,
      subject: words.linkSubject,
      text: words.link(input.name, link, env().LINK_TTL_HOURS),
      expiresAt: new Date(linkExpiry(now) * 1000),
    },
    now,
  );
  return { success };
}
