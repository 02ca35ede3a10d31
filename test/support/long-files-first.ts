import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take most of a minute or more on two cores, longest first. Vitest orders by its timing cache, which a
 * fresh clone (CI) has not got, and otherwise project by project: the MRZ corpus (unit) then started last and ran two
 * minutes alone at the end. Started first, each long file runs beside the short files of every project.
 */
const LONG_FILES = [
  "lib/analysis/document/mrz-corpus/corpus-reading.test.ts",
  "test/security/evidence-after-crash.test.ts",
  "test/security/backup-restore.test.ts",
  "test/security/webhooks-outage-and-restart.test.ts",
  "test/security/sign-in-throttle.test.ts",
  "test/integration/migrations-check.test.ts",
  "test/security/auditor-masking.test.ts",
  "test/integration/service-seed.test.ts",
  "test/security/body-limits.test.ts",
  "lib/analysis/document/printed-zone/printed-zone-honesty.test.ts",
];

const rank = (file: TestSpecification) => {
  const index = LONG_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
  return index === -1 ? LONG_FILES.length : index;
};

export class LongFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: the rest keep Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
