import fs from "node:fs";
import path from "node:path";
import { withStepTypes } from "./step-types-section";

// `--check`: fail when docs/api.md's step types are not what the families' api-doc.ts say (CI); otherwise rewrite them.
const file = path.join(process.cwd(), "docs/api.md");
const current = fs.readFileSync(file, "utf8");
const written = withStepTypes(current);
if (process.argv.includes("--check")) {
  if (written !== current) {
    console.error("docs/api.md's step types disagree with lib/steps/<family>/api-doc.ts. Run `npm run docs:api`.");
    process.exit(1);
  }
  console.error("docs/api.md's step types agree with lib/steps/<family>/api-doc.ts.");
} else if (written !== current) {
  fs.writeFileSync(file, written);
  console.error("Rewrote the step types in docs/api.md.");
} else {
  console.error("docs/api.md's step types were already up to date.");
}
