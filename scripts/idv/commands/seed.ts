import { env } from "@/lib/env";
import { DEMO_PASSWORD, seedDemoUsers } from "@/lib/staff/demo-users";
import type { Command } from "../cli";

export const seed: Command = {
  name: "seed",
  usage: "seed   (idempotent: demo users, and the demo account, flows and processes once the service exists)",
  async run({ db }) {
    const users = await seedDemoUsers(db);
    const signIn = `${env().APP_URL}/sign-in`;
    return {
      json: { signIn, password: DEMO_PASSWORD, users },
      human: [
        `Demo sign-in at ${signIn} (password for each: ${DEMO_PASSWORD})`,
        ...users.map((u) => `  ${u.role.padEnd(8)} ${u.email}`),
      ].join("\n"),
    };
  },
};
