import { expect, type Page, test } from "@playwright/test";
import { createAccount } from "../api/support";
import { demoMedia, expectStepPage, flowStep, reviewerPage, stepRecord } from "./applicant-steps-support";
import { ANALYSIS, PHONE, processWithLink } from "./applicant-support";

test.describe.configure({ timeout: 300_000 });
test.use(PHONE);

const BIOMETRICS_FLOW = {
  name: "Biometria e vídeo",
  steps: [
    flowStep("enroll-2d", "Registo do rosto (2D)", "face-enroll-2d"),
    flowStep("enroll-3d", "Registo do rosto (3D)", "face-enroll-3d"),
    // A liveness step takes a picked file only when its flow says so (the camera test pattern has no face).
    flowStep("liveness-2d", "Prova de vida (2D)", "face-liveness-2d", { settings: { allowPhotoUpload: true } }),
    flowStep("verify-2d", "Verificação do rosto (2D)", "face-verify-2d"),
    flowStep("verify-3d", "Verificação do rosto (3D)", "face-verify-3d", { preventPrevious: true }),
    flowStep("compare-3d2d", "Comparação do registo com a fotografia", "face-compare-3d2d", { preventPrevious: true }),
    flowStep("video-liveness", "Vídeo de prova de vida", "video-liveness"),
  ],
};

const SELFIE_HINT = "Olhe para a câmara com a cara dentro da oval, com boa luz, sem óculos nem chapéu.";

async function sendPhoto(page: Page, file: string) {
  await page.getByLabel(/Carregar uma fotografia/).setInputFiles(file);
  await expect(page.getByRole("img", { name: "Pré-visualização da fotografia" })).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
}

test("every face step and the video liveness in Portuguese on a phone, with the face-less and the wrong-person retries; the reviewer sees the scores", async ({
  page,
  request,
  browser,
}) => {
  const account = createAccount(BIOMETRICS_FLOW);
  const { processId, link } = await processWithLink(request, account);
  await page.goto(link);

  await expectStepPage(page, "Registo do rosto (2D)", { canGoBack: false });
  await page.getByRole("button", { name: "Concordo: continuar" }).click();
  await expect(page.getByText(SELFIE_HINT)).toBeVisible();
  // The fake camera films a test pattern: a real photo, without a face.
  await page.getByRole("button", { name: "Usar a câmara" }).click();
  await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Tirar fotografia" }).click();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByTestId("step-failure")).toHaveText(
    /^Não passou na verificação: não encontrámos uma cara na fotografia; .+\. Tente de novo\.$/,
  );
  await expect(page.getByTestId("attempts-left")).toHaveText("Restam 3 tentativas");
  await expect(page.getByRole("button", { name: "Repetir" })).toBeVisible();
  await sendPhoto(page, demoMedia("selfie.jpg"));

  await expectStepPage(page, "Registo do rosto (3D)", { canGoBack: true });
  await sendPhoto(page, demoMedia("selfie.jpg"));

  await expectStepPage(page, "Prova de vida (2D)", { canGoBack: true });
  await expect(page.getByText(SELFIE_HINT)).toBeVisible();
  await sendPhoto(page, demoMedia("selfie.jpg"));

  await expectStepPage(page, "Verificação do rosto (2D)", { canGoBack: true });
  await sendPhoto(page, demoMedia("other-selfie.jpg"));
  await expect(page.getByTestId("step-failure")).toContainText(
    "Não passou na verificação: a cara na fotografia não corresponde à do documento",
  );
  await expect(page.getByTestId("attempts-left")).toHaveText("Restam 3 tentativas");
  await sendPhoto(page, demoMedia("selfie.jpg"));

  await expectStepPage(page, "Verificação do rosto (3D)", { canGoBack: false });
  await sendPhoto(page, demoMedia("selfie.jpg"));

  await expectStepPage(page, "Comparação do registo com a fotografia", { canGoBack: false });
  await expect(page.getByText("Vamos comparar o seu rosto registado com a fotografia que tirou antes.")).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();

  await expectStepPage(page, "Vídeo de prova de vida", { canGoBack: true });
  await expect(page.getByText("Olhe para a câmara e rode a cabeça devagar para a esquerda e para a direita.")).toBeVisible();
  // A real MediaRecorder clip of the fake camera's pattern: no face moves in it.
  await page.getByRole("button", { name: "Gravar um vídeo curto (5 segundos)" }).click();
  await expect(page.getByRole("status")).toHaveText("A gravar…");
  await expect(page.getByRole("status")).toHaveText("Vídeo gravado.");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByTestId("step-failure")).toContainText("Não passou na verificação: o vídeo tem de mostrar a sua cara o tempo todo");
  await expect(page.getByTestId("attempts-left")).toHaveText("Restam 3 tentativas");
  await page.getByLabel(/Carregar um vídeo/).setInputFiles(demoMedia("liveness.mp4"));
  await expect(page.getByRole("status")).toHaveText("Vídeo gravado.");
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByRole("heading", { name: "Verificação concluída" })).toBeVisible(ANALYSIS);

  const reviewer = await reviewerPage(browser);
  await reviewer.goto(`/processes/${processId}`);
  for (const action of ["face-verify-2d", "face-verify-3d", "face-compare-3d2d"]) {
    const score = stepRecord(reviewer, action).last().getByTestId("face-score");
    await expect(score).toHaveText(/^(0\.\d+|1)$/);
  }
  await expect(stepRecord(reviewer, "video-liveness").last()).toBeVisible();
  await reviewer.context().close();
});

test("a liveness step whose flow allows no file offers only the camera, and its record says the camera took the photo", async ({
  page,
  request,
}) => {
  const account = createAccount({
    name: "Prova de vida só com câmara",
    steps: [flowStep("liveness", "Prova de vida", "face-liveness-2d")],
  });
  const { processId, link } = await processWithLink(request, account);
  await page.goto(link);
  await page.getByRole("button", { name: "Concordo: continuar" }).click();
  await expect(page.getByRole("button", { name: "Usar a câmara" })).toBeVisible();
  await expect(page.getByLabel(/Carregar uma fotografia/)).toHaveCount(0);
  await page.getByRole("button", { name: "Usar a câmara" }).click();
  await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Tirar fotografia" }).click();
  await page.getByRole("button", { name: "Continuar" }).click();
  // The test pattern has no face: the failed attempt is kept, with how its photo was taken.
  await expect(page.getByTestId("step-failure")).toBeVisible();
  const record = await request.get(`/api/processes/${processId}`, { headers: account.headers });
  const { data } = (await record.json()) as { data: { data: { payload: { capture?: string } }[] } };
  expect(data.data.map((entry) => entry.payload.capture)).toEqual(["camera"]);
});
