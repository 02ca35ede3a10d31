"use server";

import { z } from "zod";
import type { Role } from "@/lib/auth/roles";
import { env } from "@/lib/env";
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

export const setUserRoleAction = adminAction(
  "admin-user-role-changed",
  z.object({ email: ZFormText, role: ZFormText }),
  async ({ email, role }, staff) => {
    if (email === staff.email) throw new StaffInputError("You cannot change your own role.");
    const user = await staffUsers.setUserRole(email, role as Role);
    return {
      message: `${user.email} is now ${user.role}.`,
      audit: { target: { type: "user", id: user.id }, details: { role: user.role } },
    };
  },
);

export const endUserSessionsAction = adminAction("admin-user-sessions-ended", z.object({ email: ZFormText }), async ({ email }) => {
  const { user, ended } = await staffUsers.endUserSessions(email);
  return {
    message: `Ended ${ended} open session(s) of ${user.email}.`,
    audit: { target: { type: "user", id: user.id }, details: { ended } },
  };
});

export const sendPasswordResetAction = adminAction("admin-user-password-reset", z.object({ email: ZFormText }), async ({ email }) => {
  const sent = await staffUsers.sendPasswordResetLink(email, env().APP_URL);
  if (sent.delivery === "failed") throw new StaffInputError("The mail server did not take the message; try again.");
  const audit = { target: { type: "user", id: sent.userId }, details: { delivery: sent.delivery } };
  if (sent.delivery === "sent") return { message: `Sent a one-time reset link to ${sent.email}; it works for an hour.`, audit };
  // No SMTP server: the admin hands the link over, shown once and never stored in clear.
  return { message: "No mail server is configured.", secret: { label: `Reset link for ${sent.email}`, value: sent.link }, audit };
});
