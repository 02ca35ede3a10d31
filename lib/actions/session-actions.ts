import "server-only";
import type { z } from "zod";
import { requireSessionAt } from "@/lib/staff-auth/guards";
import type { SessionStage, StaffSessionState } from "@/lib/staff-auth/staff-session";
import type { ActionResult } from "./action-state";
import { runServerAction } from "./run-server-action";

type Request = { ip: string | null; userAgent: string | null };

/** An action of the signed-in person on their own sign-in (second factor, enrolment, sessions), allowed at these session stages. */
export function sessionAction<S extends z.ZodType, R extends object>(
  stages: readonly SessionStage[],
  schema: S,
  work: (input: z.output<S>, session: StaffSessionState, request: Request) => Promise<R>,
): (input: z.input<S>) => Promise<ActionResult<R>> {
  return (input) => runServerAction({ caller: () => requireSessionAt(stages), schema, input, work });
}

/** An action before anyone is signed in (passkey sign-in options, a reset link's new password): its input is its proof. */
export function publicAction<S extends z.ZodType, R extends object>(
  schema: S,
  work: (input: z.output<S>, caller: object, request: Request) => Promise<R>,
): (input: z.input<S>) => Promise<ActionResult<R>> {
  return (input) => runServerAction({ caller: async () => ({}), schema, input, work });
}
