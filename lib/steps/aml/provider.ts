import { type ScreeningHit, screenName, ZScreeningSettings } from "@/lib/analysis/aml/screen-name";
import { localProviderOf } from "../common/local-provider";
import { flowSettings } from "../common/provider-inputs";
import { verdict } from "../common/verdict";
import { formData } from "../earlier-records";
import { AML_TYPES } from "./action-types";
import { loadedSanctionsList } from "./sanctions-list";

/** aml: the searchTerm, and the form's name when it differs, screened (with the form's birthday) against the loaded list. */
export const amlScreeningProvider = localProviderOf(AML_TYPES, async (input) => {
  const list = await loadedSanctionsList();
  if (!list) throw new Error("no sanctions list is loaded (npm run idv -- aml:load FILE)");
  const settings = flowSettings(ZScreeningSettings.partial(), input);
  const form = formData(await input.earlierRecords());
  const searchTerm = String(input.payload.searchTerm);
  const names = [searchTerm, ...(form.fullName && form.fullName !== searchTerm ? [form.fullName] : [])];
  const screenings = names.map((name) => screenName({ searchTerm: name, birthDate: form.birthday, list: list.entries, settings }));
  const hits = new Map<string, ScreeningHit>();
  for (const hit of screenings.flatMap((s) => s.hits)) if ((hits.get(hit.id)?.score ?? -1) < hit.score) hits.set(hit.id, hit);
  const result = {
    hits: [...hits.values()].sort((a, b) => b.score - a.score),
    screenedNames: names,
    threshold: screenings[0]?.threshold,
    list: { source: list.source, loadedAt: list.loadedAt, size: list.entries.length },
    method: "local-fuzzy-name",
  };
  return verdict(
    screenings.every((s) => s.passed),
    result,
    "aml: a listed name matches above the threshold",
  );
});
