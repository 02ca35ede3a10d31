import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

export type Flags = Record<string, string | true>;
export type CliContext = { db: Db; flags: Flags; args: string[]; log: (line: string) => void };
/** `human` is what a person reads; `json` is what `--json` prints on stdout. */
export type CliResult = { json: unknown; human: string; exitCode?: number };

export type Command = {
  name: string;
  usage: string;
  run: (context: CliContext) => Promise<CliResult>;
};

export function parseArgv(argv: string[]): { positional: string[]; flags: Flags } {
  const positional: string[] = [];
  const flags: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) flags[key] = inline;
    else if (next !== undefined && !next.startsWith("--")) {
      flags[key] = next;
      i++;
    } else flags[key] = true;
  }
  return { positional, flags };
}

export function requireFlag(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== "string" || value === "") throw new AppError("invalid", `--${name} is required`);
  return value;
}

export function optionalFlag(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  if (value === true) throw new AppError("invalid", `--${name} needs a value`);
  return value;
}
