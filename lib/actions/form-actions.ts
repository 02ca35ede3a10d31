import "server-only";
import type { z } from "zod";
import type { Permission } from "@/lib/security/roles";
import { requireStaff } from "@/lib/staff-auth/guards";
import type { Staff } from "@/lib/staff-auth/staff-session";
import type { ActionResult, ActionState } from "./action-state";
import { formFields } from "./form-fields";
import { runServerAction, type ServerActionOptions } from "./run-server-action";

type Request = { ip: string | null; userAgent: string | null };
type Done = { message?: string; secret?: { label: string; value: string } };
type Audited = { audit?: { target?: { type: string; id: string }; details?: Record<string, unknown> } };
type FormAction<R> = (state: ActionState, form: FormData) => Promise<ActionResult<Omit<R, "audit">>>;

/** A form's action: the runner with the form's fields as its input. */
function formAction<C, S extends z.ZodType, R extends Done & Audited & object>(
  options: Omit<ServerActionOptions<C, S, R>, "input">,
): FormAction<R> {
  return async (_state, form) => runServerAction({ ...options, input: formFields(form) });
}

/** An admin's change from a form: the caller must be an admin (checked here, not only by the page); audited; the admin pages refresh. */
export function adminAction<S extends z.ZodType, R extends Done & Audited & object>(
  audit: string | ((input: z.output<S>) => string),
  schema: S,
  work: (input: z.output<S>, staff: Staff, request: Request) => Promise<R>,
): FormAction<R> {
  return formAction({
    caller: () => requireStaff("admin:manage"),
    revalidate: () => ({ path: "/admin", type: "layout" }),
    audit,
    schema,
    work,
  });
}

/** A reviewer's action on a process from a form (auditors get 403); the process's page refreshes. */
export function deskAction<S extends z.ZodType<{ processId: string }>, R extends Done & object>(
  schema: S,
  work: (input: z.output<S>, staff: Staff, request: Request) => Promise<R>,
): FormAction<R> {
  return formAction({
    caller: () => requireStaff("records:act"),
    revalidate: ({ processId }) => ({ path: `/processes/${processId}` }),
    schema,
    work,
  });
}

/** A staff action from a form that is not about one process (the review queue's): the permission is checked here; `path` refreshes. */
export function staffFormAction<S extends z.ZodType, R extends Done & object>(
  permission: Permission,
  path: string,
  schema: S,
  work: (input: z.output<S>, staff: Staff, request: Request) => Promise<R>,
): FormAction<R> {
  return formAction({ caller: () => requireStaff(permission), revalidate: () => ({ path }), schema, work });
}
