import { expect, test } from "@playwright/test";

// Accounts come from the operator CLI: give a loaded machine time.
test.describe.configure({ timeout: 180_000 });

import { AML_STEP, createAccount, expectSuccess, FORM, FORM_STEP, startProcess } from "./support";

test("20 parallel submissions of one step: exactly one 200, the rest 409 BIOPMSSE409, one record and one event", async ({ request }) => {
  const account = createAccount({ name: "Race", steps: [FORM_STEP, AML_STEP] });
  const id = await startProcess(request, account);
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => request.post(`/api/processes/${id}/step`, { headers: account.headers, data: FORM })),
  );
  const answers = await Promise.all(
    responses.map(async (r) => `${r.status()} ${((await r.json()) as { meta: { code: string } }).meta.code}`),
  );
  expect(answers.filter((a) => a === "200 BIOPMSCS002")).toHaveLength(1);
  expect(answers.filter((a) => a === "409 BIOPMSSE409")).toHaveLength(19);
  const record = (await expectSuccess(await request.get(`/api/processes/${id}`, { headers: account.headers }), 200, "BIOPMPCS003"))
    .data as { data: unknown[]; events: { type: string }[] };
  expect(record.data).toHaveLength(1);
  expect(record.events.filter((e) => e.type === "payload-submitted")).toHaveLength(1);
});
