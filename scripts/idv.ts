import "./load-env";
import v8 from "node:v8";
import { composeApp } from "@/lib/app/compose";
import { db } from "@/lib/db/client";
import { isCallersMistake } from "@/lib/errors";
import { parseArgv } from "./idv/cli";
import { COMMANDS } from "./idv/commands";

// The operator tool: `npm run idv -- <command> [--json]`. Results on stdout, everything else on stderr.

// WebAssembly compiled by the baseline compiler only (before Prisma compiles its query compiler, at the first query):
// optimising those megabytes cost each call of the tool about 0.7 s of CPU that a run of seconds never wins back.
v8.setFlagsFromString("--liftoff-only");
const { positional, flags } = parseArgv(process.argv.slice(2));
const [name, ...args] = positional;
const asJson = flags.json === true;
const log = (line: string) => process.stderr.write(`${line}\n`);

function help(): string {
  return ["Usage: npm run idv -- <command> [options] [--json]", "", ...COMMANDS.map((c) => `  ${c.usage}`)].join("\n");
}

async function main(): Promise<number> {
  // What the tool's commands finish or run (a seeded process, a job) reaches the features that listen, as on a server.
  composeApp({ localProviders: false });
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    log(name && name !== "help" ? `Unknown command: ${name}\n\n${help()}` : help());
    return name && name !== "help" ? 2 : 0;
  }
  const result = await command.run({ db: db(), flags, args, log });
  process.stdout.write(asJson ? `${JSON.stringify(result.json, null, 2)}\n` : `${result.human}\n`);
  return result.exitCode ?? 0;
}

main()
  .catch((error: unknown) => {
    // A mistake in how the command was called or in what it was given: exit code 2 and the message, no stack.
    if (isCallersMistake(error)) {
      log(`Error: ${error.message}`);
      return 2;
    }
    log(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  })
  .then(async (code) => {
    await db()
      .$disconnect()
      .catch(() => undefined);
    process.exit(code);
  });
