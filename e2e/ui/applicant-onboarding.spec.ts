import { expect, type Page, test } from "@playwright/test";
import { testPng } from "../../lib/service/media/sample-images";
import { expectSuccess } from "../api/support";
import { expectNoSeriousViolations, onboardingAccount, PHONE, processWithLink, smsCode } from "./applicant-support";

test.describe.configure({ timeout: 180_000 });
test.use(PHONE);

async function fillPersonalData(page: Page) {
  await page.getByLabel("Nome completo").fill("Ana Sofia Silva");
  await page.getByLabel("Email").fill("ana.silva@example.pt");
  await page.getByRole("group", { name: "Telemóvel" }).getByLabel("Número").fill("912345678");
  await page.getByLabel("Data de nascimento").fill("1990-04-01");
  await page.getByLabel("Nacionalidade").selectOption("PT");
  await page.getByRole("button", { name: "Continuar" }).click();
}

test("the e-mailed link walks the Portuguese onboarding to the finished page on a phone", async ({ page, request, browser }) => {
  const { processId, link } = await processWithLink(request);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Dados pessoais" })).toBeVisible();
  // The token moves into an httpOnly cookie bound to this process's pages; the address bar is clean.
  await expect.poll(() => new URL(page.url()).search).toBe("");
  const cookie = (await page.context().cookies()).find((c) => c.name === "idv-link");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: `/verify/${processId}` });
  await expect(page.getByRole("button", { name: /Voltar/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Client validation names the field; nothing is sent.
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.locator("#field-name-error")).toHaveText("Obrigatório");
  await fillPersonalData(page);

  await expect(page.getByRole("heading", { name: "Documento de identificação" })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Back is allowed here: it returns to the form, which is submitted again.
  await page.getByRole("button", { name: /Voltar/ }).click();
  await expect(page.getByRole("heading", { name: "Dados pessoais" })).toBeVisible();
  await fillPersonalData(page);
  await expect(page.getByRole("heading", { name: "Documento de identificação" })).toBeVisible();

  // A photo below the step's minimum resolution: the service's verdict, the attempts left, and a retry.
  await page.getByLabel("Cartão de Cidadão").check();
  const front = page.getByRole("group", { name: "Frente do documento" });
  const back = page.getByRole("group", { name: "Verso do documento" });
  await front.getByLabel(/Carregar uma fotografia/).setInputFiles({ name: "front.png", mimeType: "image/png", buffer: testPng(320, 200) });
  await back.getByLabel(/Carregar uma fotografia/).setInputFiles({ name: "back.png", mimeType: "image/png", buffer: testPng(1280, 800) });
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByTestId("step-failure")).toContainText("below the minimum 640x400");
  await expect(page.getByTestId("attempts-left")).toHaveText("Restam 3 tentativas");
  // Retake the front with the (fake) camera.
  await front.getByRole("button", { name: "Repetir" }).click();
  await expect(front.locator("video")).toBeVisible();
  await expect.poll(() => front.locator("video").evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await front.getByRole("button", { name: "Tirar fotografia" }).click();
  await expect(front.getByRole("img")).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByRole("heading", { name: "Prova de vida" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Voltar/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Usar a câmara" }).click();
  await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Tirar fotografia" }).click();
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByRole("heading", { name: "Comparação facial" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Voltar/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByRole("heading", { name: "Confirmação do telemóvel" })).toBeVisible();
  await expectNoSeriousViolations(page);
  // A second device with the same link resumes where the process is.
  const other = await browser.newContext(PHONE);
  const second = await other.newPage();
  await second.goto(link);
  await expect(second.getByRole("heading", { name: "Confirmação do telemóvel" })).toBeVisible();
  await other.close();

  await page.getByRole("group", { name: "Telemóvel" }).getByLabel("Número").fill("912345678");
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByLabel("Código de 6 dígitos")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar novo código" })).toBeDisabled();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Código de 6 dígitos").fill(smsCode(processId));
  await page.getByRole("button", { name: "Confirmar" }).click();

  await expect(page.getByRole("heading", { name: "Verificação concluída" })).toBeVisible();
  await expectNoSeriousViolations(page);

  const record = (
    await expectSuccess(await request.get(`/api/processes/${processId}`, { headers: onboardingAccount().headers }), 200, "BIOPMPCS003")
  ).data as {
    status: string;
    negativeFinish: boolean;
    evidence: { fileUrl: string };
    data: { action: string; status: boolean }[];
    events: { type: string; deviceType: string; operatingSystem: string }[];
  };
  expect(record).toMatchObject({ status: "finished", negativeFinish: false });
  expect(record.evidence.fileUrl).toMatch(/\/api\/files\/processes\//);
  expect(record.data.filter((r) => r.status).map((r) => r.action)).toEqual([
    "form",
    "form",
    "document-ocr",
    "face-liveness-3d",
    "face-compare-2d2d",
    "otp",
  ]);
  expect(record.data.find((r) => r.action === "document-ocr" && !r.status)).toBeTruthy();
  expect(record.events.filter((e) => e.type === "payload-submitted").every((e) => e.deviceType === "mobile")).toBe(true);
  expect(record.events.at(-1)?.operatingSystem).toBe("Android 14");
});
