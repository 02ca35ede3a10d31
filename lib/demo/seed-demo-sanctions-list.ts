import { DEMO_SANCTIONS_LIST, readSanctionsListFile } from "@/lib/analysis/aml/sanctions-list-store";
import { loadedSanctionsList, storeSanctionsList } from "@/lib/steps/aml/sanctions-list";

/** The shipped synthetic list, unless the operator already loaded one. */
export async function seedDemoSanctionsList(): Promise<void> {
  if (await loadedSanctionsList()) return;
  await storeSanctionsList(await readSanctionsListFile(DEMO_SANCTIONS_LIST), "demo-list.csv (synthetic names)");
}
