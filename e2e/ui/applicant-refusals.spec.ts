import { expect, test } from "@playwright/test";
import { expectSuccess, idv } from "../api/support";
import { expectNoSeriousViolations, onboardingAccount, PHONE, processWithLink, signedLink, walkToPhoneStep } from "./applicant-support";

test.describe.configure({ timeout: 180_000 });
test.use(PHONE);

test("wrong codes show the attempts left in Portuguese, and one too many ends the verification with a clear page", async ({
  page,
  request,
}) => {
  const { processId, link } = await processWithLink(request);
  const headers = onboardingAccount().headers;
  const mail = idv<{ channel: string; body: string }[]>("outbox:list", "--process", processId).find((m) => m.channel === "email");
  expect(mail?.body).toContain("Continue a verificação da sua identidade aqui:");
  await walkToPhoneStep(request, processId);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirmação do telemóvel" })).toBeVisible();
  await expect(page.getByTestId("step-progress")).toHaveText("Passo 5 de 5");
  // The phone the applicant gave in the form starts the code request.
  const number = page.getByRole("group", { name: "Telemóvel" }).getByLabel("Número");
  await expect(number).toHaveValue("912345678");
  await expect(page.getByTestId("attempts-left")).toHaveCount(0);
  // The phone step allows going back: the button is there.
  await expect(page.getByRole("button", { name: /Voltar/ })).toBeVisible();
  await page.getByRole("group", { name: "Telemóvel" }).getByLabel("Número").fill("91234");
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByTestId("step-failure")).toBeVisible();
  await expect(page.locator("#otp-phone-error")).toContainText("9 digits");
  await page.getByRole("group", { name: "Telemóvel" }).getByLabel("Número").fill("912345678");
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByLabel("Código de 6 dígitos")).toBeVisible();
  // A code sent is not a failed try: still no count of attempts.
  await expect(page.getByTestId("attempts-left")).toHaveCount(0);

  const expected = ["Restam 3 tentativas", "Restam 2 tentativas", "Resta 1 tentativa"];
  for (const left of expected) {
    await page.getByLabel("Código de 6 dígitos").fill("000000");
    await page.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByTestId("attempts-left")).toHaveText(left);
    await expect(page.getByTestId("step-failure")).toContainText("o código não é o que enviámos");
    await expect(page.getByLabel("Código de 6 dígitos")).toHaveAccessibleDescription(/^o código não é o que enviámos/);
  }
  await page.getByLabel("Código de 6 dígitos").fill("000000");
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("heading", { name: "Não foi possível concluir a verificação" })).toBeVisible();
  await expectNoSeriousViolations(page);
  const record = (await expectSuccess(await request.get(`/api/processes/${processId}`, { headers }), 200, "BIOPMPCS003")).data;
  expect(record).toMatchObject({ status: "finished", negativeFinish: true });
});

test("an expired, tampered or foreign link is refused without revealing anything", async ({ page, request }) => {
  const { processId, link } = await processWithLink(request);
  const other = await processWithLink(request);
  const { accountId } = onboardingAccount();
  const token = new URL(link, "http://x").searchParams.get("token") ?? "";
  const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
  const attempts = [
    signedLink(processId, accountId, -60),
    `/verify/${processId}?token=${tampered}`,
    `/verify/${other.processId}?token=${token}`,
    `/verify/${processId}?token=garbage`,
    `/verify/${processId}`,
  ];
  expect(signedLink(processId, accountId, 600)).not.toBe(attempts[0]);
  for (const address of attempts) {
    await page.goto(address);
    await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Esta ligação não pode ser usada" })).toBeVisible();
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).not.toContain("Dados pessoais");
    expect(text).not.toContain("E2E ");
    expect(text).not.toContain(processId);
    expect((await page.context().cookies()).find((c) => c.name === "idv-link")).toBeUndefined();
  }
  await expectNoSeriousViolations(page);
  // A fresh link signed with the server's secret works: the refusals above were about the links.
  await page.goto(signedLink(processId, accountId, 600));
  await expect(page.getByRole("heading", { name: "Dados pessoais" })).toBeVisible();
});
