"use server";

import { field, runAdminAction } from "@/lib/admin/run-admin-action";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import type { ActionState } from "@/lib/server-actions/action-state";
import { StaffInputError } from "@/lib/staff/errors";
import { createUser, setUserDisabled } from "@/lib/staff/users";

export async function createUserAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAdminAction("admin-user-created", async () => {
    const { user, password, generated } = await createUser(db(), {
      email: field(form, "email"),
      name: field(form, "name") || undefined,
      role: field(form, "role") as Role,
      password: field(form, "password") || undefined,
    });
    return {
      message: `Created ${user.role} ${user.email}.`,
      target: { type: "user", id: user.id },
      details: { email: user.email, role: user.role },
      secret: generated ? { label: `Password for ${user.email}`, value: password } : undefined,
    };
  });
}

export async function setUserDisabledAction(_state: ActionState, form: FormData): Promise<ActionState> {
  const disabled = field(form, "disabled") === "true";
  return runAdminAction(disabled ? "admin-user-disabled" : "admin-user-enabled", async (staff) => {
    const email = field(form, "email");
    if (disabled && email === staff.email) throw new StaffInputError("You cannot disable yourself.");
    const user = await setUserDisabled(db(), email, disabled);
    return { message: `${user.email} is now ${disabled ? "disabled" : "enabled"}.`, target: { type: "user", id: user.id } };
  });
}
