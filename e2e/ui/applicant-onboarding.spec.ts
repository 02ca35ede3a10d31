import { type Browser, expect, type Page, test } from "@playwright/test";
import { testPng } from "../../lib/media/sample-images";
import { expectSuccess, readSeed } from "../api/support";
import { DEMO_APPLICANT, demoUpload } from "../support/demo-media";
import { signIn } from "../support/sign-in";
import { ANALYSIS, expectNoSeriousViolations, onboardingAccount, PHONE, processWithLink, smsCode } from "./applicant-support";

test.describe.configure({ timeout: 180_000 });
test.use(PHONE);

async function fillPersonalData(page: Page) {
  await page.getByLabel("Nome completo").fill(DEMO_APPLICANT.name);
  await page.getByLabel("Email").fill(DEMO_APPLICANT.email);
  await page.getByRole("group", { name: "Telemóvel" }).getByLabel("Número").fill(DEMO_APPLICANT.phone.number);
  await page.getByLabel("Data de nascimento").fill(DEMO_APPLICANT.birthday);
  await page.getByLabel("Nacionalidade").selectOption(DEMO_APPLICANT.country);
  await page.getByRole("button", { name: "Continuar" }).click();
}

test("the e-mailed link walks the Portuguese onboarding to the finished page on a phone @applicant", async ({ page, request, browser }) => {
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
  await back.getByLabel(/Carregar uma fotografia/).setInputFiles(demoUpload("id-back.jpg"));
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByTestId("step-failure")).toContainText("below the minimum 640x400", ANALYSIS);
  await expect(page.getByTestId("attempts-left")).toHaveText("Restam 3 tentativas");
  // Retake both sides with the (fake) camera: its test pattern is no document, and the real checks say so.
  for (const side of [front, back]) {
    await side.getByRole("button", { name: "Repetir" }).click();
    await expect(side.locator("video")).toBeVisible();
    await expect.poll(() => side.locator("video").evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await side.getByRole("button", { name: "Tirar fotografia" }).click();
    await expect(side.getByRole("img")).toBeVisible();
  }
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByTestId("attempts-left")).toHaveText("Restam 2 tentativas", ANALYSIS);
  // No zone of code lines is found in a test pattern: that reason comes before the photo's quality.
  await expect(page.getByTestId("step-failure")).toHaveText(
    "Não passou na verificação: não conseguimos ler as linhas de código do documento (as linhas com letras e sinais <); fotografe o lado onde estão, nítido e sem reflexos. Tente de novo.",
  );
  // The applicant's own card passes.
  await front.getByLabel(/Carregar uma fotografia/).setInputFiles(demoUpload("id-front.jpg"));
  await back.getByLabel(/Carregar uma fotografia/).setInputFiles(demoUpload("id-back.jpg"));
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByRole("heading", { name: "Prova de vida" })).toBeVisible(ANALYSIS);
  await expect(page.getByRole("button", { name: /Voltar/ })).toHaveCount(0);
  // The first biometric step asks for consent first: neither the camera nor the upload is offered before it.
  await expect(page.getByRole("heading", { name: "Antes de analisarmos o seu rosto" })).toBeVisible();
  await expect(page.getByText(/guardados durante \d+ dias depois de a sua verificação ser decidida/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Usar a câmara" })).toHaveCount(0);
  await expect(page.getByLabel(/Carregar uma fotografia/)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Concordo: continuar" }).click();
  await expect(page.getByRole("button", { name: "Usar a câmara" })).toBeVisible();
  await expectNoSeriousViolations(page);
  // The fake camera shows no face: refused; the uploaded selfie (the upload fallback) passes.
  await page.getByRole("button", { name: "Usar a câmara" }).click();
  await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Tirar fotografia" }).click();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByTestId("step-failure")).toContainText("não encontrámos uma cara na fotografia", ANALYSIS);
  await expect(page.getByTestId("attempts-left")).toHaveText("Restam 3 tentativas");
  await page.getByLabel(/Carregar uma fotografia/).setInputFiles(demoUpload("selfie.jpg"));
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByRole("heading", { name: "Comparação facial" })).toBeVisible(ANALYSIS);
  await expect(page.getByRole("button", { name: /Voltar/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByRole("heading", { name: "Confirmação do telemóvel" })).toBeVisible(ANALYSIS);
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
    events: { type: string; stepId: string | null; deviceType: string; operatingSystem: string }[];
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
  const failed = record.data.filter((r) => !r.status).map((r) => r.action);
  expect(failed).toEqual(["document-ocr", "document-ocr", "face-liveness-3d", "otp"]);
  expect(record.events.filter((e) => e.type === "payload-submitted").every((e) => e.deviceType === "mobile")).toBe(true);
  expect(record.events.at(-1)?.operatingSystem).toBe("Android 14");
  // Agreed once, on the first biometric step; the comparison step after it asked nothing more.
  expect(record.events.filter((e) => e.type === "biometric-consent-given")).toMatchObject([{ stepId: "liveness", deviceType: "mobile" }]);

  await expectRealResultsInWorkspace(browser, processId);
});

/** Issue 7, acceptance 1: the back office shows the applicant's process with its real step results and its evidence. */
async function expectRealResultsInWorkspace(browser: Browser, processId: string) {
  const seed = readSeed();
  const reviewer = seed.users.find((u) => u.role === "reviewer");
  if (!reviewer) throw new Error("the seed has no reviewer");
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, reviewer.email, seed.password);
  await page.goto(`/processes/${processId}`);
  await expect(page.getByTestId("process-id")).toHaveText(processId);

  const documents = page.locator('[data-testid="step-record"][data-action="document-ocr"]');
  await expect(documents).toHaveCount(3);
  const passed = documents.filter({ has: page.getByTestId("ocr-fields") });
  await expect(passed).toHaveCount(1);
  await expect(passed.getByTestId("ocr-fields")).toContainText("C12345678");
  await expect(passed.getByTestId("ocr-fields")).toContainText("12 Apr 1990");
  await expect(passed.getByTestId("chosen-map")).toHaveAttribute("data-map", "idcard_pt");
  for (const name of ["mrz", "docType", "match_name", "match_birth_date", "match_nationality", "imageQA"])
    await expect(passed.locator(`[data-verdict="GOOD"][data-check="${name}"]`)).toHaveCount(1);
  await expect(passed.locator('[data-verdict="BAD"]')).toHaveCount(0);

  const face = page.locator('[data-testid="step-record"][data-action="face-compare-2d2d"]');
  await expect(face.getByTestId("face-score")).toHaveText(/^[01](\.\d+)?$/);
  expect(Number(await face.getByTestId("face-score").textContent())).toBeGreaterThanOrEqual(0.8);

  await expect(page.locator('[data-testid="event-row"][data-type="biometric-consent-given"]')).toContainText(
    "Applicant agreed to the processing of their face (biometric data)",
  );

  await expect(page.getByTestId("evidence")).toContainText("application/pdf");
  const preview = page.getByTestId("evidence-preview");
  await expect(preview).toBeVisible();
  const file = await page.request.get((await preview.getAttribute("src")) ?? "");
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const download = await page.request.get((await page.getByTestId("evidence-download").getAttribute("href")) ?? "");
  expect(download.headers()["content-disposition"]).toContain("attachment");
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await context.close();
}
