import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_RULES, RISK_RULE_NAMES, ZRiskRules } from "./risk-rules";
import { riskRulesFromForm } from "./risk-rules-form";

/** The form's fields as the admin page fills them from a rule set. */
function formOf(rules = DEFAULT_RISK_RULES): Record<string, string> {
  const fields: Record<string, string> = { "levels.medium": String(rules.levels.medium), "levels.high": String(rules.levels.high) };
  for (const name of RISK_RULE_NAMES)
    for (const [part, value] of Object.entries(rules.rules[name])) fields[`${name}.${part}`] = String(value);
  return fields;
}

describe("riskRulesFromForm", () => {
  it("reads back the rules the form was filled with", () => {
    expect(ZRiskRules.parse(riskRulesFromForm(formOf()))).toEqual(DEFAULT_RISK_RULES);
  });

  it("leaves out a most left empty (no limit) and reads a changed number", () => {
    const form = { ...formOf(), "retry.max": "", "retry.points": "7", "face-margin.margin": "0.1" };
    const rules = ZRiskRules.parse(riskRulesFromForm(form));
    expect(rules.rules.retry).toEqual({ points: 7 });
    expect(rules.rules["face-margin"].margin).toBe(0.1);
  });

  it("hands a field that is not a number on to the rules' check, which refuses it", () => {
    expect(ZRiskRules.safeParse(riskRulesFromForm({ ...formOf(), "aml-hit.points": "many" })).success).toBe(false);
    expect(ZRiskRules.safeParse(riskRulesFromForm({ ...formOf(), "levels.high": "" })).success).toBe(false);
  });
});
