import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, PAIRED_DATABASE_KINDS, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow } from "@/test/support/service";
import { type ApiCall, apiClient, currentStepId, serveFrom } from "@/test/support/service-api";

const CONTACT = { name: "Ana Silva", email: "ana@example.pt" };

const form = (id: string, fields: [name: string, required: boolean][]) => ({
  id,
  name: id,
  action: { type: "form", fields: fields.map(([name, required]) => ({ name, required })) },
});

/** s2 and s3 are different forms: a body may be a valid s2 submission, or an s3 one with a bad value. */
const STEPS = [
  { id: "s1", name: "Screening", action: { type: "aml" } },
  form("s2", [
    ["name", true],
    ["email", true],
  ]),
  form("s3", [
    ["birthday", true],
    ["country", false],
  ]),
  { id: "s4", name: "Screening again", action: { type: "aml" } },
];

describe.each(PAIRED_DATABASE_KINDS)("a validation error is not answered as a lost race, on %s", (kind) => {
  let database: TestDatabase;
  let api: ApiCall;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    serveFrom(database.db);
    api = apiClient(await accountWithFlow(database.db, STEPS));
  });
  afterAll(async () => {
    await database.drop();
  });

  async function processAt(stepId: "s2" | "s3"): Promise<string> {
    const { processId } = (await api("POST", "/processes", { body: {} })).data as { processId: string };
    expect((await api("POST", `/processes/${processId}/step`, { body: { searchTerm: "Ana Silva" } })).status).toBe(200);
    if (stepId === "s3") expect((await api("POST", `/processes/${processId}/step`, { body: CONTACT })).status).toBe(200);
    return processId;
  }

  const recordCount = async (processId: string) => ((await api("GET", `/processes/${processId}`)).data as { data: unknown[] }).data.length;

  it("answers a body of the current step's shape with the current step's validation, naming the field", async () => {
    const processId = await processAt("s3");
    for (const body of [{ birthday: "2999-01-01" }, { birthday: "2999-01-01", country: "PT" }]) {
      const answer = await api("POST", `/processes/${processId}/step`, { body });
      expect(`${answer.status} ${answer.code} ${answer.message}`).toBe("400 BIOPMSSE400 birthday: must be in the past");
    }
    expect(await currentStepId(api, processId)).toBe("s3");
    expect(await recordCount(processId)).toBe(2);
  });

  it("answers a body fit for neither step with 400, not with the race's 409", async () => {
    const processId = await processAt("s3");
    const answer = await api("POST", `/processes/${processId}/step`, { body: { name: "Ana Silva", birthday: "1990-01-01" } });
    expect(`${answer.status} ${answer.code}`).toBe("400 BIOPMSSE400");
    expect(answer.message).toContain("name: not a field of this step");
  });

  it("still answers 409 to the previous step's body (a client that lost the race) and leaves nothing", async () => {
    const processId = await processAt("s3");
    const stale = await api("POST", `/processes/${processId}/step`, { body: CONTACT });
    expect(`${stale.status} ${stale.code}`).toBe("409 BIOPMSSE409");
    expect(stale.message).toMatch(/moved on .* it is now at s3/);
    expect(await recordCount(processId)).toBe(2);
  });

  it("still applies one of 20 racing submissions and answers the other 19 with 409", async () => {
    const processId = await processAt("s2");
    const answers = await Promise.all(Array.from({ length: 20 }, () => api("POST", `/processes/${processId}/step`, { body: CONTACT })));
    const codes = answers.map((a) => `${a.status} ${a.code}`);
    expect(codes.filter((c) => c === "200 BIOPMSCS002")).toHaveLength(1);
    expect(codes.filter((c) => c === "409 BIOPMSSE409")).toHaveLength(19);
    expect(await currentStepId(api, processId)).toBe("s3");
    expect(await recordCount(processId)).toBe(2);
  });
});
