import { z } from "zod";
import type { TFlowStep } from "@/lib/service/contract/flow-schema";
import { actionFor } from "@/lib/steps/registry";
import type { StepFields } from "./step-action";

type Shape = StepFields & { schema: z.ZodType };

const schemaFields = (schema: z.ZodType): StepFields => ({
  taken: schema instanceof z.ZodObject ? Object.keys(schema.shape) : [],
  required: [],
});

/** The shapes one submission of the step may take: one, or a code step's request and its verification. */
function shapesOf(step: TFlowStep): Shape[] {
  const action = actionFor(step.action.type);
  if (action.kind === "two-submission") return [action.request, action.verify].map((schema) => ({ schema, ...schemaFields(schema) }));
  return [{ schema: action.schema, ...(action.fieldsOf?.(step) ?? schemaFields(action.schema)) }];
}

const keysOf = (body: unknown): string[] | null =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? Object.keys(body) : null;

/** Whether every field of the body is one the step takes: a body for this step, whatever its values. */
export function isMeantForStep(step: TFlowStep, body: unknown): boolean {
  const keys = keysOf(body);
  return keys !== null && shapesOf(step).some(({ taken }) => keys.every((key) => taken.includes(key)));
}

/** Whether the body is a well-formed submission of the step: its schema, only the fields it takes, the required ones there. */
export function fitsStep(step: TFlowStep, body: unknown): boolean {
  const keys = keysOf(body);
  return (
    keys !== null &&
    shapesOf(step).some(
      ({ schema, taken, required }) =>
        keys.every((key) => taken.includes(key)) && required.every((key) => keys.includes(key)) && schema.safeParse(body).success,
    )
  );
}
