import { expect, type Page, test } from "@playwright/test";
import { expectSuccess, idv } from "../api/support";
import { uniqueEmail } from "../support/cli";
import { signIn } from "../support/sign-in";
import { DEMO_PASSWORD, demoProcess, staffEntriesFor } from "../support/workspace";
import { onboardingAccount, PHONE, processWithLink, walkToPhoneStep } from "./applicant-support";

const PASSWORD = "a-long-test-password";

function staffUser(role: "auditor" | "reviewer") {
  const email = uniqueEmail(role);
  idv("user:create", "--email", email, "--role", role, "--password", PASSWORD);
  return email;
}

async function search(page: Page, text: string) {
  await page.getByRole("searchbox").fill(text);
  await page.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
}

test("@case a reviewer reads why a failed case failed without scrolling, then decides from the sticky bar with a named confirmation", async ({
  page,
}) => {
  const processId = demoProcess("demo-face-mismatch");
  const email = staffUser("reviewer");
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email, PASSWORD);
  await page.goto(`/processes/${processId}`);

  await expect(page.getByTestId("summary-outcome")).toHaveText("Finished with a negative result");
  const findings = page.getByTestId("summary-findings");
  await expect(findings.locator('[data-kind="negative-finish"]')).toContainText("Ended the process negatively: failed 3 times");
  const face = findings.locator('[data-kind="face-mismatch"]');
  await expect(face.getByTestId("finding-text")).toHaveText(/^Face match score 0\.\d\d, below the threshold 0\.\d\d, after 3 attempts$/);
  // The codes are behind a disclosure, never the headline.
  await expect(face.getByTestId("finding-text")).not.toContainText("BIOPMSSE");
  await expect(face).toBeInViewport();
  const findingCount = await findings.getByTestId("finding").count();

  const bar = page.getByTestId("decision-bar");
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(bar.getByLabel("Reason")).toBeDisabled();
  await bar.getByRole("radio", { name: "Approve" }).check();
  // Approving asks for a tick on each finding the banner shows.
  const acknowledgements = bar.getByTestId("acknowledgements").getByRole("checkbox");
  await expect(acknowledgements).toHaveCount(findingCount);
  await bar.getByLabel("Reason").selectOption({ label: "Verified after manual review" });
  await bar.getByLabel("Comment (optional)").fill("Called her back; the selfie was her sister's.");
  await bar.getByRole("button", { name: "Decide…" }).click();
  await expect(page.getByTestId("decision-confirm")).not.toBeVisible();
  for (const box of await acknowledgements.all()) await box.check();
  await bar.getByRole("button", { name: "Decide…" }).click();
  const dialog = page.getByTestId("decision-confirm");
  await expect(dialog.getByRole("heading")).toHaveText("Approve this process?");
  await dialog.getByRole("button", { name: "Yes, approve" }).click();

  const inForce = page.getByTestId("decision-in-force");
  await expect(inForce.getByTestId("decision-outcome")).toHaveText("Approved");
  await expect(inForce.getByTestId("decision-reason")).toHaveText("Verified after manual review");
  await expect(inForce.getByTestId("decision-comment")).toHaveText("“Called her back; the selfie was her sister's.”");
  await expect(inForce.getByTestId("decision-reviewer")).toHaveText(email);
  await expect(inForce.getByTestId("decision-time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d:\d\d UTC$/);
  await expect(inForce).toContainText("waiting for a second reviewer");
  await expect(page.getByTestId("decision-acknowledged")).toContainText("Ended the process negatively");

  // A timeline filter is no new read: one page load, one record-viewed; every entry with the client's address and browser.
  await page.getByTestId("event-filter-payload-submitted").click();
  await expect(page).toHaveURL(/events=payload-submitted/);
  const entries = staffEntriesFor(processId, email);
  expect(entries.filter((e) => e.action === "record-viewed")).toHaveLength(1);
  expect(entries.map((e) => e.action)).toContain("decision-made");
  for (const entry of entries) {
    expect(entry.ip, entry.action).toBe("127.0.0.1");
    expect(entry.userAgent, entry.action).toContain("Chrome");
  }
  await page.reload();
  expect(staffEntriesFor(processId, email).filter((e) => e.action === "record-viewed")).toHaveLength(2);
});

test("@case search finds a process by name without accents, e-mail, phone and document number; an auditor's results are masked", async ({
  page,
  browser,
}) => {
  const processId = demoProcess("demo-finished");
  await signIn(page, "reviewer@idv.local", DEMO_PASSWORD);
  for (const text of ["maria ines conceicao SOUSA", "Maria.Sousa@example.pt", "+351 912 345 678", "c12345678"]) {
    await search(page, text);
    const candidate = page.getByTestId("search-candidate").filter({ hasText: processId });
    await expect(candidate, text).toContainText("Maria Inês Conceição Sousa");
    await expect(candidate).toContainText("Abertura de conta (Portugal)");
    await expect(candidate.getByTestId("status-chip")).toHaveText("Finished");
  }
  // An id prefix (any case) names one process: its page opens.
  await page.getByRole("searchbox").fill(processId.slice(0, 8).toUpperCase());
  await page.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(`/processes/${processId}`);

  const auditor = await browser.newPage();
  await signIn(auditor, "auditor@idv.local", DEMO_PASSWORD);
  await search(auditor, "maria.sousa@example.pt");
  const masked = auditor.getByTestId("search-candidate").filter({ hasText: processId });
  await expect(masked.getByTestId("candidate-name")).toHaveText(/^M•+ I•+ C•+ S•+$/);
  expect(await auditor.content()).not.toContain("Sousa");
});

test.describe("@case a Portuguese process", () => {
  test.use(PHONE);
  test("gets its e-mail in Portuguese, and a wrong code is explained in Portuguese", async ({ page, request }) => {
    test.setTimeout(180_000);
    const { processId, link } = await processWithLink(request, onboardingAccount(), "pt-PT");
    const mail = idv<{ channel: string; subject: string; body: string }[]>("outbox:list", "--process", processId).find(
      (m) => m.channel === "email",
    );
    expect(mail?.subject).toBe("Continue a verificação da sua identidade");
    expect(mail?.body).toContain("Olá Ana Silva,");
    await walkToPhoneStep(request, processId);
    await page.goto(link);
    await page.getByRole("group", { name: "Telemóvel" }).getByLabel("Número").fill("912345678");
    await page.getByRole("button", { name: "Enviar código" }).click();
    const sms = idv<{ channel: string; body: string }[]>("outbox:list", "--process", processId).find((m) => m.channel === "sms");
    expect(sms?.body).toMatch(/^O seu código de verificação é \d{6}\./);
    await page.getByLabel("Código de 6 dígitos").fill("000000");
    await page.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByTestId("step-failure")).toHaveText(
      "Não passou na verificação: o código não é o que enviámos; veja o SMS e escreva-o de novo. Tente de novo.",
    );
    const record = await request.get(`/api/processes/${processId}`, { headers: onboardingAccount().headers });
    expect((await expectSuccess(record, 200, "BIOPMPCS003")).data.lang).toBe("pt-PT");
  });
});
