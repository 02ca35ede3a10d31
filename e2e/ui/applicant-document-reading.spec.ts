import { expect, type Locator, test } from "@playwright/test";
import { createAccount } from "../api/support";
import { demoUpload } from "../support/demo-media";
import { expectStepPage, flowStep, reviewerPage, stepRecord } from "./applicant-steps-support";
import { ANALYSIS, PHONE, processWithLink } from "./applicant-support";

test.describe.configure({ timeout: 300_000 });
// Each submission runs the real analysis (MRZ cells, printed zone, image QA, face detection): slow on a loaded machine.
test.use(PHONE);

// Issue 14, acceptance 4: documents read exactly through the applicant pages; a worn card shows its uncertain character.
const DOCUMENTS_FLOW = {
  name: "Documentos",
  steps: [flowStep("id-card", "Cartão de Cidadão", "document-ocr"), flowStep("passport", "Passaporte", "document-ocr")],
};

async function expectGood(record: Locator, names: string[]) {
  for (const name of names) await expect(record.locator(`[data-verdict="GOOD"][data-check="${name}"]`)).toHaveCount(1);
}

test("a worn ID card is refused as uncertain, the good card and a passport read exactly; the reviewer sees the uncertain character", async ({
  page,
  request,
  browser,
}) => {
  const { processId, link } = await processWithLink(request, createAccount(DOCUMENTS_FLOW));
  await page.goto(link);

  await expectStepPage(page, "Cartão de Cidadão", { canGoBack: false });
  await page.getByLabel("Cartão de Cidadão").check();
  const front = page.getByRole("group", { name: "Frente do documento" });
  const back = page.getByRole("group", { name: "Verso do documento" });
  await front.getByLabel(/Carregar uma fotografia/).setInputFiles(demoUpload("id-front.jpg"));
  await back.getByLabel(/Carregar uma fotografia/).setInputFiles(demoUpload("id-back-worn.jpg"));
  await page.getByRole("button", { name: "Continuar" }).click();
  // One character of the number is half rubbed off: not read with a clear margin, so the applicant retakes the photo.
  await expect(page.getByTestId("step-failure")).toContainText(
    "a fotografia do documento está desfocada, escura ou com reflexos",
    ANALYSIS,
  );
  await expect(page.getByTestId("attempts-left")).toHaveText("Restam 3 tentativas");
  await back.getByLabel(/Carregar uma fotografia/).setInputFiles(demoUpload("id-back.jpg"));
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Passaporte" })).toBeVisible(ANALYSIS);
  await expectStepPage(page, "Passaporte", { canGoBack: true });
  await page.getByLabel("Passaporte").check();
  await page
    .getByRole("group", { name: "Frente do documento" })
    .getByLabel(/Carregar uma fotografia/)
    .setInputFiles(demoUpload("passport.jpg"));
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Verificação concluída" })).toBeVisible(ANALYSIS);

  const reviewer = await reviewerPage(browser);
  await reviewer.goto(`/processes/${processId}`);
  const cards = stepRecord(reviewer, "document-ocr");
  await expect(cards).toHaveCount(3);

  const worn = cards.nth(0);
  await expect(worn.locator('[data-verdict="UNCERTAIN"][data-check="integrity_doc_number"]')).toHaveCount(1);
  await expect(worn.getByTestId("mrz-uncertain")).toHaveText(["6"]);
  await expect(worn.getByTestId("mrz-uncertain-detail")).toContainText("documentNumber");

  const card = cards.nth(1);
  for (const value of ["C12345678", "12 Apr 1990", "30 May 2031", "CONCEICAO SOUSA", "MARIA INES"])
    await expect(card.getByTestId("ocr-fields")).toContainText(value);
  await expect(card.getByTestId("chosen-map")).toHaveAttribute("data-map", "idcard_pt");
  await expectGood(card, ["mrz", "integrity_doc_number", "integrity_birth_date", "integrity_expiry_date", "text"]);
  await expect(card.locator('[data-verdict="UNCERTAIN"], [data-verdict="BAD"]')).toHaveCount(0);
  await expect(card.getByTestId("mrz-uncertain")).toHaveCount(0);
  await expect(card.getByTestId("printed-zone-mismatch")).toHaveCount(0);

  const passport = cards.nth(2);
  // Dates as the reviewer reads them (lib/i18n/format.ts): 1985-11-03 and 2033-02-14.
  for (const value of ["C01X00T47", "3 Nov 1985", "14 Feb 2033", "MULLER", "ANNA LENA"])
    await expect(passport.getByTestId("ocr-fields")).toContainText(value);
  await expectGood(passport, ["mrz", "integrity_doc_number", "integrity_birth_date", "integrity_expiry_date", "docType"]);
  await expect(passport.getByTestId("mrz-uncertain")).toHaveCount(0);
  // Its printed zone is read by a general OCR: whatever it could read must not contradict the MRZ.
  await expect(passport.getByTestId("printed-zone-mismatch")).toHaveCount(0);
});
