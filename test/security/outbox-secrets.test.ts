import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { verifyToken } from "@/lib/security/secrets";
import { sendProcessLink } from "@/lib/service/email/send-process-link";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { runIdv } from "../support/cli";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP, OTP_STEP } from "../support/service";
import { type SmtpSink, startServiceSmtpSink } from "../support/smtp-sink";

// Defect 9 of issue 12: the outbox table kept every OTP code and link token in clear, and outbox:list printed them.

const SIX_DIGITS = /\b\d{6}\b/;

/** The statements of the migration that redacts rows written before this fix, for the given database kind. */
function redactionMigration(kind: string): string[] {
  const dir = kind === "sqlite" ? "prisma/migrations" : "prisma/pg/migrations";
  const [name] = fs.readdirSync(dir).filter((entry) => entry.endsWith("_redact_outbox_secrets"));
  const sql = fs.readFileSync(path.join(dir, String(name), "migration.sql"), "utf8").replace(/^--.*$/gm, "");
  return sql.split(/;\s*$/m).filter((statement) => statement.trim());
}

function useDevelopmentOutbox(isOn: boolean) {
  if (isOn) process.env.OUTBOX_KEEP_SECRETS = "1";
  else delete process.env.OUTBOX_KEEP_SECRETS;
  resetEnvForTests();
}

describe.each(DATABASE_KINDS)("secrets at rest in the outbox on %s", (kind) => {
  let t: TestDatabase;
  let smtp: SmtpSink;
  let caller: Awaited<ReturnType<typeof accountWithFlow>>["caller"];
  beforeAll(async () => {
    smtp = await startServiceSmtpSink();
    t = await freshDatabase(kind);
    ({ caller } = await accountWithFlow(t.db, [FORM_STEP, OTP_STEP]));
  });
  afterEach(() => useDevelopmentOutbox(false));
  afterAll(async () => {
    await t.drop();
    await smtp.close();
  });

  const newProcess = async () => (await createProcess({ db: t.db, context: contextFor(caller) })).processId;
  const outboxBodies = async (processId: string) =>
    (await t.db.outboxMessage.findMany({ where: { processId }, orderBy: { createdAt: "asc" } })).map((m) => m.body);
  const sendLink = async (processId: string) => {
    const body = { template: "link", processId, email: "ana@example.pt", name: "Ana" };
    expect(await sendProcessLink({ db: t.db, caller, body, now: new Date() })).toEqual({ success: true });
    const mail = smtp.messages.at(-1)?.text ?? "";
    const token = new RegExp(`/verify/${processId}\\?token=([\\w.-]+)`).exec(mail)?.[1] ?? "";
    expect(verifyToken("verify-link", token)).toMatchObject({ prc: processId });
    return token;
  };
  const requestCode = async (processId: string) => {
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { name: "Ana", email: "ana@example.pt" } });
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { phone: { country: "PT", number: "912345678" } } });
  };

  it("keeps no link token once the SMTP server accepted the e-mail", async () => {
    useDevelopmentOutbox(false);
    const processId = await newProcess();
    const token = await sendLink(processId);
    const [body] = await outboxBodies(processId);
    expect(body).toContain(`/verify/${processId}?token=`);
    expect(body).not.toContain(token);
    expect(body).not.toContain(token.split(".")[1]);
  });

  it("keeps no OTP code in an SMS row unless the development setting is on", async () => {
    useDevelopmentOutbox(false);
    const production = await newProcess();
    await requestCode(production);
    const [sms] = await outboxBodies(production);
    expect(sms).toContain("O seu código de verificação é"); // the test account speaks pt-PT: the SMS is in the process's language
    expect(sms).not.toMatch(SIX_DIGITS);

    useDevelopmentOutbox(true);
    const development = await newProcess();
    await requestCode(development);
    const code = SIX_DIGITS.exec((await outboxBodies(development))[0] ?? "")?.[0] ?? "";
    const passed = await submitStep({ db: t.db, context: contextFor(caller), processId: development, body: { otpCode: code } });
    expect(passed).toEqual({ finished: true });
  });

  it("the upgrade redacts the tokens and codes that rows written before it kept", async () => {
    const processId = await newProcess();
    const link = `http://127.0.0.1/verify/${processId}?token=eyJwcmMiOiJwIn0.c2lnbmF0dXJl`;
    const bodies = [
      `Hello Ana,\n\nContinue your identity verification here:\n${link}\n\nThe link expires in 72 hours.`,
      "Your verification code is 482913. It expires in 10 minutes.",
    ];
    for (const [i, body] of bodies.entries())
      await t.db.outboxMessage.create({
        data: {
          id: `legacy-${kind}-${i}`,
          accountId: caller.accountId,
          processId,
          channel: i ? "sms" : "email",
          recipient: "x",
          subject: "",
          body,
          status: "sent",
        },
      });
    for (let run = 0; run < 2; run++) for (const statement of redactionMigration(kind)) await t.db.$executeRawUnsafe(statement);
    expect(await outboxBodies(processId)).toEqual([
      `Hello Ana,\n\nContinue your identity verification here:\nhttp://127.0.0.1/verify/${processId}?token=[redacted]\n\nThe link expires in 72 hours.`,
      "Your verification code is [redacted]. It expires in 10 minutes.",
    ]);
  });

  it("outbox:list prints no live token or code unless the development setting is on", async () => {
    useDevelopmentOutbox(true);
    const processId = await newProcess();
    const token = await sendLink(processId);
    await requestCode(processId);
    const code = SIX_DIGITS.exec((await outboxBodies(processId))[1] ?? "")?.[0] ?? "";
    expect(code).toMatch(SIX_DIGITS);

    const env = { OUTBOX_KEEP_SECRETS: "0" };
    for (const format of [["--json"], []]) {
      const listed = runIdv({ databaseUrl: t.url, env }, "outbox:list", "--process", processId, ...format);
      expect(listed.status, listed.stderr).toBe(0);
      expect(listed.stdout).not.toContain(token.split(".")[1]);
      expect(listed.stdout).not.toContain(code);
    }
    const json = runIdv({ databaseUrl: t.url, env }, "outbox:list", "--process", processId, "--json");
    expect(json.stdout).toContain(`/verify/${processId}?token=`);
    const developer = runIdv({ databaseUrl: t.url, env: { OUTBOX_KEEP_SECRETS: "1" } }, "outbox:list", "--process", processId, "--json");
    expect(developer.stdout).toContain(token);
    expect(developer.stdout).toContain(code);
  });
});
