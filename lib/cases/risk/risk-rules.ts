import { z } from "zod";
import type { Db, Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { textError } from "@/lib/i18n/error-texts";
import type { Staff } from "@/lib/staff-auth/staff-session";
import bundled from "./default-risk-rules.json";

export const RISK_RULE_NAMES = [
  "negative-finish",
  "failed-check",
  "failed-validation",
  "image-quality",
  "face-margin",
  "aml-hit",
  "retry",
  "changed-between-attempts",
  "video-not-done",
  "duplicate-document",
  "duplicate-face",
  "duplicate-of-rejected",
  "not-analysed",
  "device-change",
] as const;
export type RiskRuleName = (typeof RISK_RULE_NAMES)[number];

const ZRule = z.object({
  /** Points per occurrence. */
  points: z.number().int().min(0).max(1000),
  /** Most points the rule adds however often it occurs. */
  max: z.number().int().min(0).max(1000).optional(),
  /** face-margin: a face score that passed its threshold by less than this counts (a score below it is a failed check). */
  margin: z.number().min(0).max(1).optional(),
});

const ZRuleTable = z
  .object(Object.fromEntries(RISK_RULE_NAMES.map((name) => [name, ZRule])) as Record<RiskRuleName, typeof ZRule>)
  .strict();

export const ZRiskRules = z
  .object({ levels: z.object({ medium: z.number().int().min(0), high: z.number().int().min(0) }), rules: ZRuleTable })
  .strict()
  .refine((rules) => rules.levels.high > rules.levels.medium, "The high level must start above the medium one.");
export type TRiskRules = z.infer<typeof ZRiskRules>;

export const DEFAULT_RISK_RULES: TRiskRules = ZRiskRules.parse(bundled);

/** Rules as saved: a rule an earlier version did not know takes the bundled default, so older rule sets still parse. */
const ZSavedRiskRules = z
  .object({ levels: ZRiskRules.shape.levels, rules: ZRuleTable.partial() })
  .strict()
  .transform((saved): TRiskRules => ({ levels: saved.levels, rules: { ...DEFAULT_RISK_RULES.rules, ...saved.rules } }))
  .pipe(ZRiskRules);

export type VersionedRiskRules = { version: number; rules: TRiskRules };

/** The rules in force: the newest version an admin saved, else the bundled default (version 0). */
export async function currentRiskRules(db: Db | Tx): Promise<VersionedRiskRules> {
  const latest = await db.riskRuleSet.findFirst({ orderBy: { version: "desc" }, select: { version: true, rules: true } });
  return latest
    ? { version: latest.version, rules: ZSavedRiskRules.parse(JSON.parse(latest.rules)) }
    : { version: 0, rules: DEFAULT_RISK_RULES };
}

/**
 * Saves new rules as the next version (admins only); earlier scores keep the version they were computed with.
 * `rules`: as JSON text (the operator tool) or already in the rules' shape (the admin page's form).
 */
export async function saveRiskRules(db: Db, staff: Staff, rules: unknown, now = new Date()): Promise<VersionedRiskRules> {
  if (staff.role !== "admin") throw textError("forbidden", "adminEditsRiskRules");
  let json: unknown = rules;
  if (typeof rules === "string")
    try {
      json = JSON.parse(rules);
    } catch {
      throw textError("invalid", "riskRulesNotJson");
    }
  const parsed = ZSavedRiskRules.safeParse(json);
  if (!parsed.success)
    throw new AppError("invalid", parsed.error.issues.map((i) => `${i.path.join(".") || "rules"}: ${i.message}`).join("; "));
  // The version is the primary key: two admins saving at once cannot both take the same number.
  const { version } = await currentRiskRules(db);
  await db.riskRuleSet.create({
    data: { version: version + 1, rules: JSON.stringify(parsed.data), createdAt: now, createdByEmail: staff.email },
  });
  return { version: version + 1, rules: parsed.data };
}
