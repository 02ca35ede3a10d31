import { ActionForm } from "@/components/ui/action-form";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { ActionState } from "@/lib/actions/action-state";
import { RISK_RULE_NAMES, type TRiskRules } from "@/lib/cases/risk/risk-rules";
import type { Dictionary } from "@/lib/i18n/back-office/en";

type Props = { rules: TRiskRules; a: Dictionary["queue"]["admin"]; action: (state: ActionState, form: FormData) => Promise<ActionState> };

/** The risk rules in force as a table in words, each rule's points, most and margin editable in place. */
export function RiskRulesForm({ rules, a, action }: Props) {
  return (
    <ActionForm action={action} submitLabel={a.save} className="space-y-3">
      <fieldset className="flex flex-wrap items-end gap-3 text-sm">
        <legend className="font-medium">{a.levels}</legend>
        <label className="space-y-1">
          <span className="block">{a.mediumFrom}</span>
          <input name="levels.medium" type="number" min={0} step={1} required defaultValue={rules.levels.medium} className="input w-28" />
        </label>
        <label className="space-y-1">
          <span className="block">{a.highFrom}</span>
          <input name="levels.high" type="number" min={0} step={1} required defaultValue={rules.levels.high} className="input w-28" />
        </label>
      </fieldset>
      <ScrollRegion label={a.rules}>
        <table className="w-full text-left text-sm" data-testid="risk-rules">
          <thead>
            <tr>
              <th scope="col">{a.rule}</th>
              <th scope="col">{a.pointsEach}</th>
              <th scope="col">{a.mostPoints}</th>
              <th scope="col">{a.margin}</th>
            </tr>
          </thead>
          <tbody>
            {RISK_RULE_NAMES.map((name) => {
              const rule = rules.rules[name];
              const ruleName = a.ruleNames[name];
              return (
                <tr key={name} className="border-t border-slate-200 dark:border-slate-800">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {ruleName}
                  </th>
                  <td className="py-1 pr-3">
                    <input
                      name={`${name}.points`}
                      type="number"
                      min={0}
                      max={1000}
                      step={1}
                      required
                      defaultValue={rule.points}
                      aria-label={`${ruleName}: ${a.pointsEach}`}
                      className="input w-24"
                    />
                  </td>
                  <td className="py-1 pr-3">
                    <input
                      name={`${name}.max`}
                      type="number"
                      min={0}
                      max={1000}
                      step={1}
                      defaultValue={rule.max}
                      aria-label={`${ruleName}: ${a.mostPoints}`}
                      className="input w-24"
                    />
                  </td>
                  <td className="py-1">
                    {name === "face-margin" && (
                      <input
                        name={`${name}.margin`}
                        type="number"
                        min={0}
                        max={1}
                        step={0.01}
                        required
                        defaultValue={rule.margin}
                        aria-label={`${ruleName}: ${a.margin}`}
                        className="input w-24"
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </ActionForm>
  );
}
