import type { Db } from "@/lib/db/client";
import { serviceConfig } from "@/lib/service/config";
import type { Effect } from "@/lib/service/engine/types";
import { sendSms } from "@/lib/service/messaging/sms";
import { produceEvidence } from "./produce-evidence";

/** Effects run after commit: a failure here never undoes the step, and is logged without its content. */
export async function runEffects(db: Db, scope: { accountId: string; processId: string }, effects: Effect[]): Promise<void> {
  for (const effect of effects) {
    try {
      if (effect.type === "send-code") {
        await sendSms(db, {
          ...scope,
          to: effect.recipient,
          text: `Your verification code is ${effect.code}. It expires in ${Math.round(serviceConfig().OTP_TTL_SECONDS / 60)} minutes.`,
          secrets: [effect.code],
        });
      } else {
        await produceEvidence(db, scope);
      }
    } catch (error) {
      console.error(
        `effect ${effect.type} failed for process ${scope.processId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
