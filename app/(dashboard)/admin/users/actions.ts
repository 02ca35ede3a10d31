"use server";

import { z } from "zod";
import type { Role } from "@/lib/auth/roles";
import { adminAction } from "@/lib/server-actions/form-actions";
import { ZFormFlag, ZFormText } from "@/lib/server-actions/form-fields";
import { StaffInputError } from "@/lib/staff/errors";
import { staffUsers } from "@/lib/staff/staff-users";

const ZUserForm = z.object({ email: ZFormText, name: ZFormText, role: ZFormText, password: ZFormText });

export const createUserAction = adminAction("admin-user-created", ZUserForm, async ({ email, name, role, password }) => {
  // createUser checks the role against the roles it knows.
  const created = await staffUsers.createUser({ email, name: name || undefined, role: role as Role, password: password || undefined });
  const { user } = created;
  return {
    message: `Created ${user.role} ${user.email}.`,
    audit: { target: { type: "user", id: user.id }, details: { email: user.email, role: user.role } },
    secret: created.generated ? { label: `Password for ${user.email}`, value: created.password } : undefined,
  };
});

export const setUserDisabledAction = adminAction(
  ({ disabled }) => (disabled ? "admin-user-disabled" : "admin-user-enabled"),
  z.object({ email: ZFormText, disabled: ZFormFlag }),
  async ({ email, disabled }, staff) => {
    if (disabled && email === staff.email) throw new StaffInputError("You cannot disable yourself.");
    const user = await staffUsers.setUserDisabled(email, disabled);
    return { message: `${user.email} is now ${disabled ? "disabled" : "enabled"}.`, audit: { target: { type: "user", id: user.id } } };
  },
);
