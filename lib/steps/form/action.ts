import type { TFlowStep } from "@/lib/service/contract/flow-schema";
import { ServiceError } from "@/lib/service/contract/service-error";
import type { SingleSubmissionAction, StepFields } from "../common/step-action";
import { type TFormPayload, ZFormPayload } from "./payload";

/** A form step takes only the fields it lists. */
const fieldsOf = (step: TFlowStep): StepFields => ({
  taken: step.action.fields.map((f) => f.name),
  required: step.action.fields.filter((f) => f.required).map((f) => f.name),
});

export const form = {
  schema: ZFormPayload,
  fieldsOf,
  async check(payload, { step, now }) {
    const { taken, required } = fieldsOf(step);
    const problems: string[] = [];
    for (const key of Object.keys(payload)) if (!taken.includes(key)) problems.push(`${key}: not a field of this step`);
    for (const name of required) if (payload[name as keyof TFormPayload] === undefined) problems.push(`${name}: required`);
    if (payload.birthday && payload.birthday >= now.toISOString().slice(0, 10)) problems.push("birthday: must be in the past");
    if (problems.length) throw new ServiceError("BIOPMSSE400", problems.join("; "));
    return { status: true, payload, provider: {} };
  },
} as const satisfies SingleSubmissionAction<typeof ZFormPayload>;
