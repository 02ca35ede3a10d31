import { ROLES } from "@/lib/auth/roles";
import { AppError } from "@/lib/errors";
import { createUser, listUsers, setUserDisabled } from "@/lib/staff/users";
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
