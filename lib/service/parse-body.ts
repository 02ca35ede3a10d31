import type { z } from "zod";
import { ServiceError } from "./contract/service-error";

/** zod → 400 BIOPMSSE400 whose message names each offending field. */
/** What the HTTP layer passes when the body was not JSON: rejected only when a body is wanted, after the process checks. */
export const INVALID_JSON: unique symbol = Symbol("invalid JSON");

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === INVALID_JSON) throw new ServiceError("BIOPMSSE400", "body: not valid JSON");
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .slice(0, 10)
    .map((issue) => {
      const where = issue.path.join(".") || "body";
      return issue.code === "unrecognized_keys" ? `${where}: unexpected field(s) ${issue.keys.join(", ")}` : `${where}: ${issue.message}`;
    })
    .join("; ");
  throw new ServiceError("BIOPMSSE400", message);
}
