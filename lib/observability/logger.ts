import pino from "pino";
import { currentRequestScope } from "./request-id";

const LEVELS = ["debug", "info", "warn", "error"] as const;
type Level = (typeof LEVELS)[number];

function levelFromEnv(): Level {
  const value = process.env.LOG_LEVEL;
  return LEVELS.includes(value as Level) ? (value as Level) : "info";
}

/**
 * The one logger: JSON lines on stdout, each with the request (or job) id in hand. By design it is given ids, codes
 * and counts, never payloads; the redaction below is a second net for fields that must never be written.
 * Written asynchronously: lines logged while a write is under way go out together in the next one (one blocking
 * write per access-log line cost 4–5 % of the API's CPU in bench:api); pino flushes what is left when the process exits.
 */
export const logger = pino(
  {
    level: levelFromEnv(),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestScope()?.requestId;
      return requestId ? { requestId } : {};
    },
    redact: {
      paths: ["*.name", "*.email", "*.otpCode", "*.token", "*.credential", "*.password", "*.documentNumber", "headers", "body"],
      censor: "[redacted]",
    },
  },
  pino.destination({ sync: false }),
);

/**
 * The access log's writer: the one line per answered request holds only its method, route pattern, status and time,
 * fields fixed in observe-request.ts, so it skips the redaction pass (half of that line's cost).
 */
export const accessLogger = logger.child({}, { redact: { paths: [] } });

/** An error's name and first message line, cut short: never its arguments or payload. */
export function errorSummary(error: unknown): { error: string; reason?: string } {
  if (!(error instanceof Error)) return { error: typeof error };
  return { error: error.name, reason: (error.message.trim().split("\n").at(-1) ?? "").slice(0, 300) };
}
