import path from "node:path";
import "../load-env";
import { applyMigrations, checkMigrations, createMigration } from "@/lib/db/migrations/operations";
import { targetFromUrl } from "@/lib/db/migrations/target";

// npm run db:migrate:create -- NAME | db:migrate:apply | db:migrate:check   (DATABASE_URL picks SQLite or PostgreSQL)
const [command, name] = process.argv.slice(2);
const rootFlag = process.argv.indexOf("--root");
const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1] ?? ".") : process.cwd();
const target = targetFromUrl(process.env.DATABASE_URL ?? "file:./data/idv.db");

async function main(): Promise<number> {
  switch (command) {
    case "create": {
      if (!name) throw new Error("Usage: npm run db:migrate:create -- <name>");
      const dir = await createMigration({ root, target, name });
      console.error(dir ? `Created ${dir}` : "The schema and the migrations agree: nothing to create.");
      return 0;
    }
    case "apply": {
      const applied = await applyMigrations({ root, target });
      console.error(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
      return 0;
    }
    case "check": {
      const problems = await checkMigrations({ root, target });
      for (const problem of problems) console.error(`✗ ${problem}`);
      if (!problems.length) console.error(`✓ Schema, migrations and the ${target.kind} database agree.`);
      return problems.length ? 1 : 0;
    }
    default:
      throw new Error("Usage: migrate.ts create <name> | apply | check");
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
