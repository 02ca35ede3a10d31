import { RISK_RULE_NAMES } from "./risk-rules";

/** A number field of the rules' form: absent when left empty (a rule without a most), else the number typed (NaN is refused by the rules' schema). */
function numberField(fields: Record<string, string>, name: string): number | undefined {
  const value = fields[name]?.trim();
  return value ? Number(value) : undefined;
}

/**
 * The rules an admin's form sends (`levels.medium`, `levels.high`, `<rule>.points`, `<rule>.max`, `<rule>.margin`), in
 * the rules' own shape for `saveRiskRules` to check.
 */
export function riskRulesFromForm(fields: Record<string, string>): unknown {
  const rule = (name: string) =>
    Object.fromEntries(
      (["points", "max", "margin"] as const).flatMap((part) => {
        const value = numberField(fields, `${name}.${part}`);
        return value === undefined ? [] : [[part, value]];
      }),
    );
  return {
    levels: { medium: numberField(fields, "levels.medium"), high: numberField(fields, "levels.high") },
    rules: Object.fromEntries(RISK_RULE_NAMES.map((name) => [name, rule(name)])),
  };
}
