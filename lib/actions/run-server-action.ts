import "server-only";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { db } from "@/lib/db/client";
import { AppError, ERRORS, isCallersMistake } from "@/lib/errors";
import { getDictionary } from "@/lib/i18n/dictionary";
import { inReadersWords } from "@/lib/i18n/error-texts";
import { issuesInWords, zodErrorsIn } from "@/lib/i18n/zod-words";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { type ActionFailure, type ActionResult, failureOf } from "./action-state";

type RequestInfo = ReturnType<typeof requestInfoFrom>;
type Done = { message?: string; secret?: { label: string; value: string } };
/** What an audited change writes to the staff audit log beside the action's name. */
type Audited = { audit?: { target?: { type: string; id: string }; details?: Record<string, unknown> } };

export type ServerActionOptions<C, S extends z.ZodType, R> = {
  /** Who may call, checked first: staff by role (a redirect or the 403 page otherwise), the applicant by the link's cookie (null: refused). */
  caller: () => Promise<C | null>;
  /** The input's shape (a form's fields); without it the input is handed on as it is (the service parses its own bodies). */
  schema?: S;
  input?: unknown;
  work: (input: z.output<S>, caller: C, request: RequestInfo) => Promise<R>;
  /** The staff audit log's name for the change; `work` returns its target. */
  audit?: string | ((input: z.output<S>) => string);
  /** The page to refresh after the change. */
  revalidate?: (input: z.output<S>) => { path: string; type?: "layout" | "page" };
  /** How a failure that is not one of the table's is answered; without it, it is thrown to the page's error boundary. */
  onUnexpected?: (error: unknown) => ActionFailure;
};

/** A failure's message in the caller's language when it carries a dictionary text; else its own. */
async function callersWords(error: AppError): Promise<string> {
  const { t } = await getDictionary();
  if (error.text) return inReadersWords(t.errors, error.text);
  // The table's own message (nothing more precise was said where it was thrown): the reader's words for its code.
  return error.message === ERRORS[error.code].message ? t.errorCodes[error.code] : error.message;
}

/**
 * Every server action, once: the caller's rights → the input parsed with zod → the work → audit and refresh → one
 * result shape. A caller's mistake (a 4xx of the error table) comes back as a message; a refusal of rights
 * (forbidden, unauthenticated) met inside the work is thrown, like the role check before it.
 */
export async function runServerAction<C, S extends z.ZodType = z.ZodUnknown, R extends Done & Audited & object = Done>(
  options: ServerActionOptions<C, S, R>,
): Promise<ActionResult<Omit<R, "audit">>> {
  const caller = await options.caller();
  if (caller === null) return failureOf(new AppError("unauthenticated"));
  // A refused input's fields in the reader's words, for the message; the error keeps their keys, for the form's fields.
  let refusedInWords: string | undefined;
  try {
    const { locale, t } = await getDictionary();
    const parsed = ((options.schema ?? z.unknown()) as S).safeParse(options.input, { error: zodErrorsIn(locale) });
    if (!parsed.success) {
      refusedInWords = issuesInWords(parsed.error.issues, t);
      throw new AppError("invalid", parsed.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("; "));
    }
    const request = requestInfoFrom(await headers());
    const { audit, ...done } = await options.work(parsed.data, caller, request);
    if (options.audit && audit) {
      const action = typeof options.audit === "string" ? options.audit : options.audit(parsed.data);
      await recordStaffAction(db(), { actor: caller as Staff, action, ...audit, request });
    }
    if (options.revalidate) {
      const { path, type } = options.revalidate(parsed.data);
      revalidatePath(path, type);
    }
    return { ok: true, ...done };
  } catch (error) {
    unstable_rethrow(error);
    if (isCallersMistake(error) && error.code !== "forbidden" && error.code !== "unauthenticated")
      return refusedInWords ? { ...failureOf(error), message: refusedInWords } : failureOf(error, await callersWords(error));
    if (options.onUnexpected && !isCallersMistake(error)) return options.onUnexpected(error);
    throw error;
  }
}
