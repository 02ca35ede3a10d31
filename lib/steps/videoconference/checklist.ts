import { z } from "zod";

export type ChecklistItem = { id: string; label: string };

/** What an agent checks in a video identification unless the flow's `action.settings.checklist` says otherwise. */
export const DEFAULT_CHECKLIST: readonly ChecklistItem[] = [
  { id: "face-visible", label: "Face clearly visible" },
  { id: "document-front", label: "Document front shown" },
  { id: "document-back", label: "Document back shown" },
  { id: "security-feature", label: "Security feature shown on tilt" },
  { id: "number-read-aloud", label: "Document number read aloud matches" },
];

const ZChecklist = z
  .array(z.union([z.string().min(1).max(200), z.object({ id: z.string().min(1).max(64), label: z.string().min(1).max(200) })]))
  .min(1)
  .max(30);

/** The step's checklist: `checklist` in its action settings (labels, or `{ id, label }`), else the default. */
export function checklistOf(actionSettings: unknown): ChecklistItem[] {
  const raw =
    typeof actionSettings === "object" && actionSettings !== null ? (actionSettings as { checklist?: unknown }).checklist : undefined;
  const parsed = ZChecklist.safeParse(raw);
  if (!parsed.success) return [...DEFAULT_CHECKLIST];
  return parsed.data.map((item, i) => (typeof item === "string" ? { id: `item-${i + 1}`, label: item } : item));
}
