"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/form-actions";
import { ZFormFlag, ZFormText } from "@/lib/actions/form-fields";
import { env } from "@/lib/env";
import { StaffInputError } from "@/lib/errors";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import type { Role } from "@/lib/security/roles";
import { staffUsers } from "@/lib/staff/staff-users";

const ZUserForm = z.object({ email: ZFormText, name: ZFormText, role: ZFormText, password: ZFormText });

const words = async () => (await getDictionary()).t.staffAccess;

export const createUserAction = adminAction("admin-user-created", ZUserForm, async ({ email, name, role, password }) => {
  // createUser checks the role against the roles it knows.
  const created = await staffUsers.createUser({ email, name: name || undefined, role: role as Role, password: password || undefined });
  const { user } = created;
  const w = await words();
  return {
    message: fillText(w.created, { role: user.role, email: user.email }),
    audit: { target: { type: "user", id: user.id }, details: { email: user.email, role: user.role } },
    secret: created.generated ? { label: fillText(w.passwordFor, { email: user.email }), value: created.password } : undefined,
  };
});

export const setUserDisabledAction = adminAction(
  ({ disabled }) => (disabled ? "admin-user-disabled" : "admin-user-enabled"),
  z.object({ email: ZFormText, disabled: ZFormFlag }),
  async ({ email, disabled }, staff) => {
    const w = await words();
    if (disabled && email === staff.email) throw new StaffInputError(w.cannotDisableSelf);
    const user = await staffUsers.setUserDisabled(email, disabled);
    return {
      message: disabled ? fillText(w.nowDisabled, { email: user.email }) : fillText(w.nowEnabled, { email: user.email }),
      audit: { target: { type: "user", id: user.id } },
    };
  },
);

export const setUserRoleAction = adminAction(
  "admin-user-role-changed",
  z.object({ email: ZFormText, role: ZFormText }),
  async ({ email, role }, staff) => {
    const w = await words();
    if (email === staff.email) throw new StaffInputError(w.cannotChangeOwnRole);
    const user = await staffUsers.setUserRole(email, role as Role);
    return {
      message: fillText(w.nowRole, { email: user.email, role: user.role }),
      audit: { target: { type: "user", id: user.id }, details: { role: user.role } },
    };
  },
);

export const endUserSessionsAction = adminAction("admin-user-sessions-ended", z.object({ email: ZFormText }), async ({ email }) => {
  const { user, ended } = await staffUsers.endUserSessions(email);
  return {
    message: fillText((await words()).sessionsEnded, { count: ended, email: user.email }),
    audit: { target: { type: "user", id: user.id }, details: { ended } },
  };
});

export const sendPasswordResetAction = adminAction("admin-user-password-reset", z.object({ email: ZFormText }), async ({ email }) => {
  const [sent, w] = await Promise.all([staffUsers.sendPasswordResetLink(email, env().APP_URL), words()]);
  if (sent.delivery === "failed") throw new StaffInputError(w.mailRefused);
  const audit = { target: { type: "user", id: sent.userId }, details: { delivery: sent.delivery } };
  if (sent.delivery === "sent") return { message: fillText(w.resetSent, { email: sent.email }), audit };
  // No SMTP server: the admin hands the link over, shown once and never stored in clear.
  return { message: w.noMailServer, secret: { label: fillText(w.resetLinkFor, { email: sent.email }), value: sent.link }, audit };
});
