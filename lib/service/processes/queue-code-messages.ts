import { env } from "@/lib/env";
import type { Effect } from "@/lib/service/engine/types";
import { type QueuedMessage, queuedMessageStatements } from "@/lib/service/messaging/queue-message";
import { hasSmsGateway } from "@/lib/service/messaging/sms";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import type { LoadedProcess } from "./load-process";

/**
 * The SMS a code request owes, in the process's language, as statements of the request's own transaction: the code is
 * sent only once its hash is committed, and a code accepted is never lost (its send job outlives a crash).
 */
export function queueCodeMessages(loaded: LoadedProcess, effects: Effect[], now: Date) {
  const { OTP_TTL_SECONDS } = env();
  const hasTransport = hasSmsGateway();
  const queued = effects.flatMap((effect) =>
    effect.type === "send-code"
      ? [
          queuedMessageStatements(
            {
              accountId: loaded.accountId,
              processId: loaded.id,
              channel: "sms",
              recipient: effect.recipient,
              subject: "",
              text: dictionaryFor(loaded.lang).messages.code(effect.code, Math.round(OTP_TTL_SECONDS / 60)),
              secrets: [effect.code],
              stepId: loaded.snapshot.currentStepId,
              expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
            },
            { hasTransport, now },
          ),
        ]
      : [],
  );
  return { messages: queued.map((q): QueuedMessage => q.queued), statements: queued.flatMap((q) => q.statements) };
}
