import { closeSharedAnalysisPool, sharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import { DEMO_PASSWORD, seedDemoUsers } from "@/lib/demo/demo-users";
import { seedDemoAccount } from "@/lib/demo/seed-demo-account";
import { seedDemoSanctionsList } from "@/lib/demo/seed-demo-sanctions-list";
import { env } from "@/lib/env";
import { registerLocalProviders } from "@/lib/steps/built-in-providers";
import { seedFindingShowcases } from "../../review/finding-showcases";
import type { Command } from "../cli";

async function withLocalProviders<T>(work: () => Promise<T>): Promise<T> {
  const unregister = registerLocalProviders();
  try {
    return await work();
  } finally {
    unregister();
    await closeSharedAnalysisPool();
  }
}

export const seed: Command = {
  name: "seed",
  usage:
    "seed   (idempotent: demo users; the demo account, app, credential, bundled flows and demo sanctions list; demo processes of every step type walked through the real checks; one case per kind of finding)",
  async run({ db }) {
    const users = await seedDemoUsers(db);
    const demo = await seedDemoAccount(db);
    await seedDemoSanctionsList();
    // The demo's imaging and PDF code is loaded by the commands that make demo media only, not by every call of the tool.
    const [{ createDemoMedia }, { seedDemoProcesses }] = await Promise.all([
      import("@/lib/demo/demo-media"),
      import("@/lib/demo/seed-demo-processes"),
    ]);
    const processes = await withLocalProviders(async () => seedDemoProcesses(db, demo, await createDemoMedia(sharedAnalysisPool())));
    const findingShowcases = await seedFindingShowcases(db, demo);
    const signIn = `${env().APP_URL}/sign-in`;
    const baseUrl = `${env().APP_URL.replace(/\/$/, "")}/api`;
    return {
      json: { signIn, password: DEMO_PASSWORD, users, baseUrl, ...demo, demoProcesses: processes, findingShowcases },
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
