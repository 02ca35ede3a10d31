import "@/test/support/service";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portugueseIdCard } from "@/lib/demo/demo-identities";
import { renderDemoDocument } from "@/lib/demo/render-demo-document";
import { type AppServer, startAppServer } from "@/test/support/app-server";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP, OTP_STEP } from "@/test/support/service";
import { type SmtpSink, startSmtpSink } from "@/test/support/smtp-sink";
import { csrfPair, postCredentials } from "@/test/support/staff-http";

// Acceptance 6 of issue 17: request ids in every log line and in x-request-id, no personal data in the log, /metrics.

const APPLICANT = { name: "Quitéria Marvão Sobral", email: "quiteria.sobral@example.pt" };
const PHONE = "917730419";
const STAFF_GUESS = { email: "guessed.reviewer@example.pt", password: "Wrong-password-4471" };
const FORM = { ...FORM_STEP, next: "otp" };
// The demo ID card read by the real OCR: its holder's names and document number land in the record.
const DOCUMENT_STEP = {
  id: "document",
  name: "ID card",
  settings: { maxRetries: 3, preventPrevious: false, deviceType: "any" },
  action: { type: "document-ocr", settings: {}, provider: { providerId: "local", provider: "document-ocr" } },
};

type LogLine = { level: string; msg: string; requestId?: string; route?: string; status?: string };

describe("the production server's log, request ids and /metrics, over a walk through real steps", () => {
  let database: TestDatabase;
  let server: AppServer;
  let smtp: SmtpSink;
  let headers: Record<string, string>;
  let credential: string;
  const secrets: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    database = await freshDatabase("sqlite");
    const account = await accountWithFlow(database.db, [FORM, { ...OTP_STEP, next: "document" }, DOCUMENT_STEP]);
    credential = account.credential;
    headers = { "svc-app": account.appId, "svc-credential": account.credential, "content-type": "application/json" };
    server = await startAppServer({
      databaseUrl: database.url,
      captureStdout: true,
      // Debug: the most the server would ever write; OUTBOX_KEEP_SECRETS lets the test read the SMS's code.
      env: { LOG_LEVEL: "debug", SMTP_URL: smtp.url, OUTBOX_KEEP_SECRETS: "1" },
    });
  });
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    await smtp?.close();
  });

  const logLines = (): LogLine[] =>
    server
      .stdout()
      .split("\n")
      .filter(Boolean)
      // Every line, Next's own start-up lines included (scripts/server.ts routes the console through the logger).
      .map((line) => JSON.parse(line) as LogLine);
  const call = async (method: string, path: string, body?: unknown, requestId?: string) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { ...headers, ...(requestId ? { "x-request-id": requestId } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, requestId: response.headers.get("x-request-id"), json: (await response.json()) as { data: never } };
  };

  let walkIds: string[] = [];
  let processId = "";

  it("walks a process (link e-mail, the page it opens, form, OTP, ID card) answering each request's id", async () => {
    const created = await call("POST", "/processes", {}, "walk-create-0001");
    expect(created.status).toBe(201);
    expect(created.requestId).toBe("walk-create-0001");
    processId = (created.json.data as { processId: string }).processId;

    const sent = await call("POST", "/providers/custom/email01/send-email", { template: "link", processId, ...APPLICANT });
    expect(sent.status).toBe(200);
    const token = new RegExp(`/verify/${processId}\\?token=([\\w.-]+)`).exec(smtp.messages.at(-1)?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    secrets.push(token);
    const page = await fetch(`${server.url}/verify/${processId}?token=${token}`, { redirect: "manual" });
    await page.arrayBuffer();
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const form = await call("POST", `/processes/${processId}/step`, APPLICANT, "walk-form-0001");
    expect(form.status).toBe(200);
    expect(form.requestId).toBe("walk-form-0001");
    const phone = await call("POST", `/processes/${processId}/step`, { phone: { country: "PT", number: PHONE } }, "walk-phone-0001");
    expect(phone.status).toBe(200);
    const [sms] = await database.db.outboxMessage.findMany({ where: { processId, channel: "sms" } });
    const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    secrets.push(code);
    const verified = await call("POST", `/processes/${processId}/step`, { otpCode: code }, "walk-otp-0001");
    expect(verified.status).toBe(200);
    const card = await renderDemoDocument(portugueseIdCard);
    const b64 = (bytes: Buffer | undefined) => (bytes ?? Buffer.alloc(0)).toString("base64");
    const read = await call(
      "POST",
      `/processes/${processId}/step`,
      { doctype: "idcard", front: b64(card.front), back: b64(card.back) },
      "walk-card-0001",
    );
    // Read or refused by a check (the card has no portrait), the submission was kept with what the OCR read.
    expect([200, 422]).toContain(read.status);
    walkIds = ["walk-create-0001", "walk-form-0001", "walk-phone-0001", "walk-otp-0001", "walk-card-0001"];
  });

  it("refuses a staff sign-in with a wrong password (counted on /metrics by Next's copy of the code)", async () => {
    const answer = await postCredentials(server.url, await csrfPair(server.url), STAFF_GUESS);
    expect(answer.sessionCookie).toBeNull();
  });

  it("answers a fresh id for an ill-formed one and never echoes it", async () => {
    const answered = await call("GET", `/processes/${processId}/step`, undefined, "bad id\twith spaces");
    expect(answered.status).toBe(200);
    expect(answered.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes JSON lines in which each request's lines carry its id, the submission's own line included", async () => {
    const lines = logLines();
    for (const id of walkIds) expect(lines.filter((line) => line.requestId === id).map((line) => line.msg)).toContain("request");
    const form = lines.filter((line) => line.requestId === "walk-form-0001");
    expect(form.map((line) => line.msg).sort()).toEqual(["request", "step submitted"]);
    expect(form.find((line) => line.msg === "request")).toMatchObject({ route: "/api/processes/:id/step", status: "200" });
    // Apart from the start-up lines, nothing is written outside a request's (or a job run's) scope.
    const listening = lines.findIndex((line) => line.msg === "IDV back office listening");
    expect(listening).toBeGreaterThanOrEqual(0);
    expect(lines.slice(listening + 1).filter((line) => !line.requestId)).toEqual([]);
  });

  it("holds no name, e-mail, document number, phone number, OTP code, link token or credential", () => {
    const log = server.stdout();
    expect(log.length).toBeGreaterThan(0);
    const card = [
      portugueseIdCard.documentNumber,
      portugueseIdCard.surname,
      portugueseIdCard.givenNames,
      String(portugueseIdCard.personalNumber),
    ];
    const staff = [STAFF_GUESS.email, STAFF_GUESS.password];
    for (const value of [APPLICANT.name, "Quitéria", "Sobral", APPLICANT.email, PHONE, ...card, ...staff, credential, ...secrets])
      expect(log, `the log holds ${value.slice(0, 3)}…`).not.toContain(value);
  });

  it("counts the walk's submissions, by action type and outcome, on /metrics (from this machine only)", async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('idv_step_submissions_total{action_type="form",outcome="advanced"} 1');
    expect(text).toContain('idv_step_submissions_total{action_type="otp",outcome="stayed"} 1');
    expect(text).toMatch(/idv_step_submissions_total\{action_type="otp",outcome="advanced"\} 1/);
    expect(text).toMatch(/idv_step_submissions_total\{action_type="document-ocr",outcome="(finished|failed)"\} 1/);
    expect(text).toMatch(/idv_http_requests_total\{route="\/api\/processes\/:id\/step",method="POST",status="200"\} [34]/);
    expect(text).toMatch(/idv_http_request_duration_seconds_bucket\{le="\+Inf",route="\/api\/processes",method="POST"\} 1/);
    expect(text).toContain("idv_analysis_pool_queue_length 0");
    expect(text).toContain("idv_job_backlog");
    expect(text).toContain("idv_sign_in_failures_total 1");
    const proxied = await fetch(`${server.url}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(proxied.status).toBe(404);
  });
});
