import { expect, test } from "@playwright/test";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { createAccount } from "../api/support";
import { expectStepPage, flowStep, reviewerPage, stepRecord, uploadContract } from "./applicant-steps-support";
import { expectNoSeriousViolations, PHONE, processWithLink, smsCode } from "./applicant-support";

test.describe.configure({ timeout: 240_000 });
test.use(PHONE);

const ISSUER = "https://digital-key.e2e.idv.local";
const AUDIENCE = "idv-e2e";

/** The access token the national digital-key app hands back to the applicant, signed with the issuer's key. */
function mintAccessToken(key: CryptoKey): Promise<string> {
  return new SignJWT({ name: "Ana Sofia Silva", birthdate: "1990-04-01" })
    .setProtectedHeader({ alg: "ES256", kid: "e2e-1" })
    .setSubject("PT-123456789")
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(key);
}

async function digitalKeyIssuer() {
  const { publicKey, privateKey } = await generateKeyPair("ES256");
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: "e2e-1", alg: "ES256", use: "sig" }] };
  return { jwks, privateKey };
}

function screeningAndSigningFlow(jwks: unknown) {
  return {
    name: "Triagem, chave digital e assinatura",
    steps: [
      flowStep("aml", "Triagem de sanções", "aml"),
      flowStep("digital-key", "Chave Móvel Digital", "digital-key", { settings: { issuer: ISSUER, audience: AUDIENCE, jwks } }),
      flowStep("sign-otp", "Assinar o contrato", "document-sign-otp"),
      flowStep("sign-qualified", "Assinatura qualificada", "document-sign-qualified", { preventPrevious: true }),
    ],
  };
}

test("screening, the digital key and both signatures in Portuguese on a phone; the reviewer sees no hits and the signed documents", async ({
  page,
  request,
  browser,
}) => {
  const issuer = await digitalKeyIssuer();
  const account = createAccount(screeningAndSigningFlow(issuer.jwks));
  const contract = await uploadContract(account.accountId, `Contrato ${crypto.randomUUID()}`);
  const { processId, link } = await processWithLink(request, account);
  await page.goto(link);

  await expectStepPage(page, "Triagem de sanções", { canGoBack: false });
  await expect(page.getByText("Vamos verificar o seu nome em listas públicas de sanções e de vigilância.")).toBeVisible();
  await page.getByLabel("Nome completo").fill("Ana Sofia Silva");
  await page.getByRole("button", { name: "Continuar" }).click();

  await expectStepPage(page, "Chave Móvel Digital", { canGoBack: true });
  await expect(page.getByText(/Autentique-se com a sua Chave Móvel Digital/)).toBeVisible();
  const forger = await digitalKeyIssuer();
  await page.getByLabel("Token de acesso").fill(await mintAccessToken(forger.privateKey));
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByTestId("step-failure")).toContainText(
    "Não passou na verificação: não foi possível validar a autenticação com a Chave Móvel Digital",
  );
  await expect(page.getByTestId("attempts-left")).toHaveText("Restam 3 tentativas");
  // Back from the digital-key app: its redirect carries the token in the fragment, which fills the field.
  const token = await mintAccessToken(issuer.privateKey);
  await page.goto("about:blank");
  await page.goto(`/verify/${processId}#access_token=${token}`);
  await expect(page.getByLabel("Token de acesso")).toHaveValue(token);
  await page.getByRole("button", { name: "Continuar" }).click();

  await expectStepPage(page, "Assinar o contrato", { canGoBack: true });
  const toSign = page.getByRole("region", { name: "Documento a assinar" });
  await expect(toSign).toContainText("Vai assinar o documento abaixo com um código enviado por SMS.");
  const documentLink = toSign.getByRole("link", { name: "Ler o documento (abre num novo separador)" });
  const shown = await page.request.get((await documentLink.getAttribute("href")) ?? "");
  expect(shown.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.compare(await shown.body(), contract.bytes)).toBe(0);
  await page.getByRole("group", { name: "Telemóvel" }).getByLabel("Número").fill("912345678");
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByLabel("Código de 6 dígitos")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar novo código" })).toBeDisabled();
  await expect(page.getByText(/^Pode pedir um novo código dentro de \d+ s$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Código de 6 dígitos").fill("000000");
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByTestId("attempts-left")).toHaveText("Restam 3 tentativas");
  await expect(page.getByLabel("Código de 6 dígitos")).toHaveAccessibleDescription(
    "o código não é o que enviámos; veja o SMS e escreva-o de novo",
  );
  await page.getByLabel("Código de 6 dígitos").fill(smsCode(processId));
  await page.getByRole("button", { name: "Confirmar" }).click();

  await expectStepPage(page, "Assinatura qualificada", { canGoBack: false });
  await expect(page.getByRole("region", { name: "Documento a assinar" }).getByRole("link")).toBeVisible();
  await page.getByRole("group", { name: "Telemóvel" }).getByLabel("Número").fill("912345678");
  await page.getByLabel("PIN de assinatura").fill("4321");
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByLabel("Código de 6 dígitos")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Código de 6 dígitos").fill(smsCode(processId));
  await page.getByRole("button", { name: "Confirmar" }).click();

  await expect(page.getByRole("heading", { name: "Verificação concluída" })).toBeVisible();
  await expectNoSeriousViolations(page);

  const reviewer = await reviewerPage(browser);
  await reviewer.goto(`/processes/${processId}`);
  const screening = stepRecord(reviewer, "aml");
  await expect(screening.getByTestId("panel-aml")).toContainText("Ana Sofia Silva");
  await expect(screening.getByTestId("panel-aml")).toContainText("(0)");
  await expect(screening.getByTestId("aml-hit")).toHaveCount(0);
  await expect(stepRecord(reviewer, "digital-key").last()).toContainText("PT-123456789");
  for (const action of ["document-sign-otp", "document-sign-qualified"]) {
    const signed = stepRecord(reviewer, action).getByTestId("signed-document-link");
    await expect(signed).toBeVisible();
    const file = await reviewer.request.get((await signed.getAttribute("href")) ?? "");
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect((await file.body()).includes("/ByteRange")).toBe(true);
  }
  await reviewer.context().close();
});
