import { formatWithOptions } from "node:util";
import { errorSummary, logger } from "./logger";

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour code
const COLOURS = /\u001b\[[0-9;]*m/g;
// Next's line marks (✓ event, ⚠ warning, ⨯ error, ○ wait, ▲ ready, » trace): the level says as much.
const MARK = /^[✓⚠⨯○▲»]\s+/u;
const LEVELS = { debug: "debug", trace: "debug", log: "info", info: "info", warn: "warn", error: "error" } as const;

/** Where an error was thrown: its stack's frames only (code locations, never its message or arguments). */
function framesOf(error: Error): string[] {
  return (error.stack ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("at "))
    .slice(0, 8);
}

/** One console call as one log line: its text without colours or Next's mark, an error as its summary and frames. */
function logConsoleCall(level: (typeof LEVELS)[keyof typeof LEVELS], args: unknown[]): void {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const text = formatWithOptions({ colors: false, breakLength: Number.POSITIVE_INFINITY }, ...args.filter((arg) => arg !== error))
    .replace(COLOURS, "")
    .trim()
    .replace(MARK, "");
  if (!text && !error) return;
  const digest = (error as { digest?: unknown } | undefined)?.digest;
  const details = error ? { ...errorSummary(error), frames: framesOf(error), ...(typeof digest === "string" ? { digest } : {}) } : {};
  logger[level]({ source: "console", ...details }, text || (error?.name ?? "error"));
}

/**
 * The server's every console line (Next's start-up and error lines, a library's warning) as one JSON line through the
 * logger, at the console method's level: stdout then carries nothing but the log. Called once, before Next starts.
 */
export function routeConsoleToLogger(): void {
  for (const [method, level] of Object.entries(LEVELS) as [keyof typeof LEVELS, (typeof LEVELS)[keyof typeof LEVELS]][])
    console[method] = (...args: unknown[]) => logConsoleCall(level, args);
}
