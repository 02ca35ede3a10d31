import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, resolveLocal, sourceFiles } from "../support/source-files";

/**
 * The directions imports may take (docs/architecture.md): the base layer knows nothing above it, the core knows
 * nothing of what listens to it, the infrastructure knows nothing of the core, a step family knows the process service only by its contract, and only
 * the entry points know the composition root that wires the features in.
 */
const FEATURES = [
  "cases",
  "records",
  "webhooks",
  "screening",
  "retention",
  "staff-auth",
  "staff",
  "video-calls",
  "applicant",
  "exports",
  "audit",
  "provisioning",
  "settings",
  "demo",
  "backup",
  "app",
].map((name) => `lib/${name}/`);
const INFRASTRUCTURE = ["lib/db/", "lib/storage/", "lib/analysis/", "lib/jobs/", "lib/events/"];
const CORE = ["lib/service/", "lib/steps/", "lib/findings/", ...INFRASTRUCTURE];
/** What every layer may use: words, formats, masking, logs and metrics, the error table, the environment. */
const BASE = ["lib/i18n/", "lib/security/", "lib/observability/", "lib/media/", "lib/worker-threads/", "lib/errors.ts", "lib/env.ts"];

type Rule = { name: string; from: (file: string) => boolean; to: (target: string) => boolean };

const under = (prefixes: string[]) => (file: string) => prefixes.some((prefix) => file.startsWith(prefix));
const RULES: Rule[] = [
  { name: "the core imports no feature", from: under(CORE), to: under(FEATURES) },
  {
    name: "the infrastructure imports neither the service nor the steps",
    from: under(INFRASTRUCTURE),
    to: under(["lib/service/", "lib/steps/", "lib/findings/"]),
  },
  {
    name: "a step family knows the service by its contract only",
    from: under(["lib/steps/"]),
    to: (target) => target.startsWith("lib/service/") && !target.startsWith("lib/service/contract/"),
  },
  {
    name: "the base layer imports only the base layer",
    from: under(BASE),
    to: (target) => target.startsWith("lib/") && !under(BASE)(target),
  },
  { name: "lib/ imports neither pages nor components", from: under(["lib/"]), to: under(["app/", "components/"]) },
  {
    name: "only entry points import the composition root",
    from: (file) => under(["lib/", "app/", "components/"])(file) && !file.startsWith("lib/app/"),
    to: under(["lib/app/"]),
  },
];

/** Every import of ours (static, dynamic, type-only) as [importing file, imported file], both relative to the root. */
function imports(dirs: string[]): [string, string][] {
  return dirs
    .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].flatMap(([, spec]) => {
        const target = spec ? resolveLocal(file, spec) : null;
        return target ? [[path.relative(ROOT, file), path.relative(ROOT, target)] as [string, string]] : [];
      }),
    );
}

function violations(edges: [string, string][]): string[] {
  return RULES.flatMap((rule) =>
    edges.filter(([from, to]) => rule.from(from) && rule.to(to)).map(([from, to]) => `${rule.name}: ${from} → ${to}`),
  );
}

/** Files that run direct SQL (values of lib/db/direct-sql, not only its types) outside lib/db itself. */
function directSqlUsers(dirs: string[]): string[] {
  const valueImport = /import\s+\{([^}]*)\}\s+from\s+["']@\/lib\/db\/direct-sql["']/g;
  return dirs
    .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .filter((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(valueImport)].some(([, names = ""]) =>
        names.split(",").some((name) => name.trim() !== "" && !name.trim().startsWith("type ")),
      ),
    )
    .map((file) => path.relative(ROOT, file));
}

describe("imports run one way", () => {
  it("no import breaks a rule", () => {
    const edges = imports(["lib", "app", "components"]);
    expect(edges.length).toBeGreaterThan(1000);
    expect(violations(edges)).toEqual([]);
  });

  it("direct SQL runs only in lib/db and the service's hot path (lib/service/hot-path): one front, where each says why", () => {
    const users = directSqlUsers(["lib", "app", "components", "scripts"]);
    expect(users.length).toBeGreaterThan(3);
    expect(users.filter((file) => !file.startsWith("lib/db/") && !file.startsWith("lib/service/hot-path/"))).toEqual([]);
  });

  it("each rule finds the import it forbids (the check is not blind)", () => {
    expect(violations([["lib/service/processes/commit-transition.ts", "lib/cases/queue/open-case.ts"]])).toHaveLength(1);
    expect(violations([["lib/db/client.ts", "lib/service/config.ts"]])).toHaveLength(1);
    expect(violations([["lib/steps/document/provider.ts", "lib/service/files/process-files.ts"]])).toHaveLength(1);
    expect(violations([["lib/steps/document/reader.ts", "lib/service/contract/record-view.ts"]])).toEqual([]);
    expect(violations([["lib/cases/notes.ts", "lib/service/contract/record-view.ts"]])).toEqual([]);
    expect(violations([["lib/cases/notes.ts", "lib/app/compose.ts"]])).toHaveLength(1);
    expect(violations([["lib/i18n/applicant/en.ts", "lib/steps/document/texts.ts"]])).toHaveLength(1);
    expect(violations([["lib/i18n/error-texts.ts", "lib/errors.ts"]])).toEqual([]);
  });
});
