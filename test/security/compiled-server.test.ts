import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "@/test/support/app-server";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";
import { commandLine, processTree } from "@/test/support/process-tree";

// Issue 12, defect 10: the server compiled its TypeScript with tsx at every start (13 s to answer after a crash).
// Restart time itself is measured by `npm run bench:restart`, never asserted here.
const startScript = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.start ?? "";

const NODE_ON_A_FILE = /^node( --[\w-]+=\S+)* \S+\.m?js$/;

describe("the production server runs compiled, on plain node (issue 12, defect 10)", () => {
  let database: TestDatabase;
  let server: AppServer | undefined;

  beforeAll(async () => {
    database = await freshDatabase("sqlite");
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("`npm start` is node (with its V8 settings) on the file `npm run build` wrote, and the image starts the same", () => {
    expect(startScript).toMatch(NODE_ON_A_FILE);
    expect(fs.existsSync(startScript.split(" ").at(-1) ?? "")).toBe(true);
    const imageCommand = fs.readFileSync("Dockerfile", "utf8").match(/^CMD (\[.*\])$/m)?.[1] ?? "[]";
    expect((JSON.parse(imageCommand) as string[]).join(" ")).toBe(startScript);
  });

  it("`npm start` answers with no tsx anywhere in its process tree", async () => {
    server = await startAppServer({ databaseUrl: database.url, command: { command: "npm", args: ["start", "--silent"] } });
    const commands = processTree(server.child.pid ?? 0).map(commandLine);
    expect(commands.filter((command) => command.includes("tsx"))).toEqual([]);
    expect(commands.some((command) => NODE_ON_A_FILE.test(command))).toBe(true);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("stops cleanly on SIGTERM, its job worker included", async () => {
    const direct = await startAppServer({ databaseUrl: database.url });
    await direct.stop();
    expect({ code: direct.child.exitCode, signal: direct.child.signalCode }).toEqual({ code: 0, signal: null });
  });
});
