import { execFileSync } from "node:child_process";
import { syncPgSchema } from "@/lib/db/migrations/derive-pg-schema";
import { LAYOUT } from "@/lib/db/migrations/target";

// `--check`: fail when prisma/pg/schema is not what prisma/schema derives (CI); otherwise rewrite it and generate both clients.
const root = process.cwd();
if (process.argv.includes("--check")) {
  const differing = syncPgSchema(root, { write: false });
  if (differing.length) {
    console.error(`prisma/pg/schema disagrees with prisma/schema in: ${differing.join(", ")}. Run \`npm run db:generate\`.`);
    process.exit(1);
  }
  console.error("prisma/pg/schema agrees with prisma/schema.");
  process.exit(0);
}
const changed = syncPgSchema(root, { write: true });
if (changed.length) console.error(`Rewrote prisma/pg/schema: ${changed.join(", ")}`);
for (const kind of ["sqlite", "postgres"] as const) {
  execFileSync("node_modules/.bin/prisma", ["generate"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PRISMA_SCHEMA_DIR: LAYOUT[kind].schemaDir, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
}
console.error("Generated the SQLite and PostgreSQL clients.");
