import { z } from "zod";
import { ACTION_TYPES } from "@/lib/steps/action-types";

export const FORM_FIELD_NAMES = ["name", "email", "phone", "birthday", "country", "peoples", "zipcode"] as const;

export const ZFormField = z.object({
  name: z.enum(FORM_FIELD_NAMES),
  required: z.boolean().default(false),
  label: z.string().optional(),
});

export const ZFlowStep = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  next: z.string().default(""),
  settings: z
    .object({
      maxRetries: z.number().int().min(0).max(100).default(3),
      preventPrevious: z.boolean().default(false),
      deviceType: z.string().default("any"),
    })
    .default({ maxRetries: 3, preventPrevious: false, deviceType: "any" }),
  action: z.object({
    type: z.enum(ACTION_TYPES),
    fields: z.array(ZFormField).default([]),
    settings: z.record(z.string(), z.unknown()).default({}),
    provider: z.object({ providerId: z.string(), provider: z.string() }).default({ providerId: "", provider: "" }),
  }),
  tasks: z.array(z.unknown()).default([]),
});
export type TFlowStep = z.infer<typeof ZFlowStep>;

/** A flow in the spec's Flow shape. `next` follows the order of `steps` (normalised on import). */
export const ZFlowDefinition = z
  .object({
    id: z.string().optional(),
    name: z.string().min(1).max(200),
    steps: z.array(ZFlowStep).min(1),
    settings: z.array(z.unknown()).default([]),
  })
  .superRefine((flow, ctx) => {
    const ids = new Set<string>();
    for (const step of flow.steps) {
      if (ids.has(step.id)) ctx.addIssue({ code: "custom", message: `duplicate step id ${step.id}`, path: ["steps"] });
      ids.add(step.id);
    }
  })
  .transform((flow) => ({ ...flow, steps: flow.steps.map((step, i) => ({ ...step, next: flow.steps[i + 1]?.id ?? "" })) }));
export type TFlowDefinition = z.output<typeof ZFlowDefinition>;

/** The flow as a process keeps it: the snapshot taken at creation. */
export type FlowSnapshot = { id: string; name: string; steps: TFlowStep[]; settings: unknown[] };
