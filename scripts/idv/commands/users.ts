import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { ROLES, type Role } from "@/lib/security/roles";
import { sendPasswordResetLink } from "@/lib/staff/password-reset";
import { createUser, endUserSessions, listUsers, setUserDisabled, setUserRole } from "@/lib/staff/users";
import { type Command, optionalFlag, requireFlag } from "../cli";

export const userCreate: Command = {
  name: "user:create",
  usage: `user:create --email E --role ${ROLES.join("|")} [--name N] [--password P]`,
  async run({ db, flags }) {
    const { user, password, generated } = await createUser(db, {
      email: requireFlag(flags, "email"),
      role: requireFlag(flags, "role") as (typeof ROLES)[number],
      name: optionalFlag(flags, "name"),
      password: optionalFlag(flags, "password"),
    });
    return {
      json: { id: user.id, email: user.email, role: user.role, ...(generated ? { password } : {}) },
      human: `Created ${user.role} ${user.email}${generated ? `\nPassword (shown once): ${password}` : ""}`,
    };
  },
};

export const userList: Command = {
  name: "user:list",
  usage: "user:list",
  async run({ db }) {
    const users = await listUsers(db);
    return {
      json: users,
      human: users.length ? users.map((u) => `${u.email}\t${u.role}\t${u.disabled ? "disabled" : "active"}`).join("\n") : "No users.",
    };
  },
};

function toggle(name: string, disabled: boolean): Command {
  return {
    name,
    usage: `${name} --email E`,
    async run({ db, flags, args }) {
      const email = optionalFlag(flags, "email") ?? args[0];
      if (!email) throw new AppError("invalid", "--email is required");
      const user = await setUserDisabled(db, email, disabled);
      return { json: user, human: `${user.email} is now ${disabled ? "disabled" : "enabled"}` };
    },
  };
}

export const userDisable = toggle("user:disable", true);
export const userEnable = toggle("user:enable", false);

export const userRole: Command = {
  name: "user:role",
  usage: `user:role --email E --role ${ROLES.join("|")}`,
  async run({ db, flags }) {
    const user = await setUserRole(db, requireFlag(flags, "email"), requireFlag(flags, "role") as Role);
    return { json: user, human: `${user.email} is now ${user.role} (from their next request)` };
  },
};

export const userEndSessions: Command = {
  name: "user:end-sessions",
  usage: "user:end-sessions --email E",
  async run({ db, flags }) {
    const { user, ended } = await endUserSessions(db, requireFlag(flags, "email"));
    return { json: { email: user.email, ended }, human: `Ended ${ended} open session(s) of ${user.email}` };
  },
};

export const userResetPassword: Command = {
  name: "user:reset-password",
  usage: "user:reset-password --email E",
  async run({ db, flags }) {
    const sent = await sendPasswordResetLink(db, requireFlag(flags, "email"), env().APP_URL);
    // Without SMTP the operator hands the one-time link over; with it the link goes only to the user's mailbox.
    const link = sent.delivery === "outbox" ? { link: sent.link } : {};
    const human =
      sent.delivery === "sent"
        ? `Sent a one-time reset link to ${sent.email} (valid until ${sent.expiresAt.toISOString()})`
        : sent.delivery === "failed"
          ? `The SMTP server did not take the reset link for ${sent.email}; try again`
          : `No SMTP_URL: give ${sent.email} this one-time link (valid until ${sent.expiresAt.toISOString()}):\n${sent.link}`;
    return {
      json: { email: sent.email, delivery: sent.delivery, expiresAt: sent.expiresAt, ...link },
      human,
      exitCode: sent.delivery === "failed" ? 1 : 0,
    };
  },
};
