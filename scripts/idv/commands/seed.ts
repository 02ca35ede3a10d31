import { env } from "@/lib/env";
import { seedDemoAccount } from "@/lib/service/admin/seed-demo-account";
import { seedDemoProcesses } from "@/lib/service/admin/seed-demo-processes";
import { DEMO_PASSWORD, seedDemoUsers } from "@/lib/staff/demo-users";
import type { Command } from "../cli";

export const seed: Command = {
  name: "seed",
  usage: "seed   (idempotent: demo users; the demo account, app, credential, bundled flows and three demo processes)",
  async run({ db }) {
    const users = await seedDemoUsers(db);
    const demo = await seedDemoAccount(db);
    const processes = await seedDemoProcesses(db, demo);
    const signIn = `${env().APP_URL}/sign-in`;
    const baseUrl = `${env().APP_URL.replace(/\/$/, "")}/api`;
    return {
      json: { signIn, password: DEMO_PASSWORD, users, baseUrl, ...demo, demoProcesses: processes },
      human: [
        `Demo sign-in at ${signIn} (password for each: ${DEMO_PASSWORD})`,
        ...users.map((u) => `  ${u.role.padEnd(8)} ${u.email}`),
        `API ${baseUrl}: headers svc-app: ${demo.appId}, svc-credential: ${demo.credential}`,
        `  flows: ${Object.entries(demo.flows)
          .map(([name, id]) => `${name}=${id}`)
          .join(", ")} (active: ${demo.activeFlowId})`,
      ].join("\n"),
    };
  },
};
