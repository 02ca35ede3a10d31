"use server";

import { z } from "zod";
import type { Role } from "@/lib/auth/roles";
import type { ActionState } from "@/lib/server-actions/action-state";
import { ADMIN_CHANGE } from "@/lib/server-actions/callers";
import { formFields, ZFormFlag, ZFormText } from "@/lib/server-actions/form-fields";
import { runServerAction } from "@/lib/server-actions/run-server-action";
import { StaffInputError } from "@/lib/staff/errors";
import { staffUsers } from "@/lib/staff/staff-users";

const ZUserForm = z.object({ email: ZFormText, name: ZFormText, role: ZFormText, password: ZFormText });
const ZUserDisabledForm = z.object({ email: ZFormText, disabled: ZFormFlag });

export async function createUserAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...ADMIN_CHANGE,
    schema: ZUserForm,
    input: formFields(form),
    audit: "admin-user-created",
    async work({ email, name, role, password }) {
      const {
        user,
        password: secret,
        generated,
      } = await staffUsers.createUser({
        email,
        name: name || undefined,
        // createUser checks the role against the roles it knows.
        role: role as Role,
        password: password || undefined,
      });
      return {
        message: `Created ${user.role} ${user.email}.`,
        audit: { target: { type: "user", id: user.id }, details: { email: user.email, role: user.role } },
        secret: generated ? { label: `Password for ${user.email}`, value: secret } : undefined,
      };
    },
  });
}

export async function setUserDisabledAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...ADMIN_CHANGE,
    schema: ZUserDisabledForm,
    input: formFields(form),
    audit: ({ disabled }) => (disabled ? "admin-user-disabled" : "admin-user-enabled"),
    async work({ email, disabled }, staff) {
      if (disabled && email === staff.email) throw new StaffInputError("You cannot disable yourself.");
      const user = await staffUsers.setUserDisabled(email, disabled);
      return { message: `${user.email} is now ${disabled ? "disabled" : "enabled"}.`, audit: { target: { type: "user", id: user.id } } };
    },
  });
}
