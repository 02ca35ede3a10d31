import * as smpp from "smpp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dictionaryFor } from "@/lib/i18n/applicant-dictionary";
import { resetServiceConfigForTests, serviceConfig } from "@/lib/service/config";
import { listOutbox, REDACTED } from "@/lib/service/messaging/outbox";
import { bindSmsGateway, setSmsSender } from "@/lib/service/messaging/sms";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { StepView } from "@/lib/service/views/step-view";
import { freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, OTP_STEP } from "../support/service";

type Received = { systemId: string; to: string; from: string; text: string; messageId: string };

/** A message centre on loopback (the smpp package's server): binds one system id, keeps what it is sent, sends receipts. */
function messageCentre() {
  const received: Received[] = [];
  /** Receipts the centre holds for a client that is not bound: delivered to the next session that binds. */
  const heldReceipts: string[] = [];
  const sessions = new Set<smpp.Session>();
  const server = smpp.createServer((session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
    session.on("error", () => undefined);
    let systemId = "";
    session.on("bind_transceiver", (pdu: smpp.Pdu) => {
      systemId = String(pdu.system_id);
      const ok = pdu.system_id === "idv" && pdu.password === "s3cret";
      session.send(pdu.response(ok ? {} : { command_status: smpp.ESME_RBINDFAIL }));
      if (ok)
        for (const messageId of heldReceipts.splice(0))
          session.deliver_sm({
            source_addr: "351912345678",
            destination_addr: "IDV Test",
            esm_class: 0x04,
            short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2611231200 done date:2611231201 stat:DELIVRD err:000 text:`,
          });
    });
    session.on("enquire_link", (pdu: smpp.Pdu) => session.send(pdu.response()));
    session.on("submit_sm", (pdu: smpp.Pdu) => {
      // A restarted message centre numbers from 1 again, as real ones may: ids are not unique over time.
      const messageId = `m${received.length + 1}`;
      const text = String((pdu.short_message as { message: string }).message);
      received.push({ systemId, to: String(pdu.destination_addr), from: String(pdu.source_addr), text, messageId });
      session.send(pdu.response({ message_id: messageId }));
      session.deliver_sm({
        source_addr: pdu.destination_addr,
        destination_addr: pdu.source_addr,
        esm_class: 0x04,
        short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2611231200 done date:2611231200 stat:DELIVRD err:000 text:${text.slice(0, 20)}`,
      });
    });
  });
  return {
    received,
    heldReceipts,
    listen: (port = 0) => new Promise<number>((resolve) => server.listen(port, "127.0.0.1", () => resolve(server.address().port))),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("SMS through an SMPP gateway @sms", () => {
  let t: TestDatabase;
  let centre = messageCentre();
  let port = 0;
  const phone = { country: "PT", number: "912345678" };

  beforeAll(async () => {
    t = await freshDatabase("sqlite");
    port = await centre.listen();
    process.env.SMPP_URL = `smpp://idv:s3cret@127.0.0.1:${port}`;
    process.env.SMPP_SOURCE_ADDR = "IDV Test";
    resetServiceConfigForTests();
    setSmsSender(undefined);
  });
  afterAll(async () => {
    setSmsSender(undefined);
    delete process.env.SMPP_URL;
    delete process.env.SMPP_SOURCE_ADDR;
    resetServiceConfigForTests();
    await centre.stop();
    await t.drop();
  });

  it("an OTP step's code reaches the gateway in the process's language; the outbox keeps it redacted; the receipt is recorded", async () => {
    expect(serviceConfig().OUTBOX_KEEP_SECRETS).toBe(false);
    const { caller } = await accountWithFlow(t.db, [OTP_STEP]);
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller), acceptLanguage: "en-GB" });
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { phone } });
    const [message] = centre.received;
    expect(message).toMatchObject({ systemId: "idv", to: "351912345678", from: "IDV Test" });
    const code = /\b(\d{6})\b/.exec(message?.text ?? "")?.[1] ?? "";
    expect(message?.text).toBe(dictionaryFor("en-GB").messages.code(code, Math.round(serviceConfig().OTP_TTL_SECONDS / 60)));

    const [row] = await listOutbox(t.db, { processId });
    expect(row).toMatchObject({ channel: "sms", status: "sent", recipient: "+351912345678" });
    expect(row?.body).toContain(REDACTED);
    expect(row?.body).not.toContain(code);
    const submission = await t.db.smsSubmission.findUniqueOrThrow({ where: { outboxId: row?.id ?? "" } });
    expect(submission).toMatchObject({ messageId: message?.messageId, error: null });
    await vi.waitFor(
      async () =>
        expect(await t.db.smsReceipt.findUnique({ where: { messageId: message?.messageId ?? "" } })).toMatchObject({ status: "DELIVRD" }),
      {
        timeout: 30_000,
        interval: 100,
      },
    );

    expect(await submitStep({ db: t.db, context: contextFor(caller), processId, body: { otpCode: code } })).toEqual({ finished: true });
  });

  it("a server binds at its start: a receipt held for a message sent before a restart arrives with no send", async () => {
    setSmsSender(undefined);
    centre.heldReceipts.push("m-before-restart");
    expect(bindSmsGateway(t.db)).toBe(true);
    await vi.waitFor(
      async () =>
        expect(await t.db.smsReceipt.findUnique({ where: { messageId: "m-before-restart" } })).toMatchObject({ status: "DELIVRD" }),
      { timeout: 30_000, interval: 100 },
    );
    expect(centre.heldReceipts).toEqual([]);
  });

  it("with the gateway down the request is recorded as failed (not lost, not queued); once it is back a new code goes through", async () => {
    const { caller } = await accountWithFlow(t.db, [OTP_STEP]);
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
    await centre.stop();
    const view = (await submitStep({ db: t.db, context: contextFor(caller), processId, body: { phone } })) as StepView;
    expect(view.step.id).toBe("otp");
    const [failed] = await listOutbox(t.db, { processId });
    expect(failed).toMatchObject({ status: "failed", recipient: "+351912345678" });
    expect(await t.db.smsSubmission.findUniqueOrThrow({ where: { outboxId: failed?.id ?? "" } })).toMatchObject({
      messageId: null,
      error: expect.stringContaining("SMS gateway"),
    });

    centre = messageCentre();
    await centre.listen(port);
    await vi.waitFor(
      async () => {
        await submitStep({ db: t.db, context: contextFor(caller), processId, body: { phone } });
        expect(centre.received.length).toBeGreaterThan(0);
      },
      { timeout: 60_000, interval: 1000 },
    );
    const code = /\b(\d{6})\b/.exec(centre.received.at(-1)?.text ?? "")?.[1] ?? "";
    expect(await submitStep({ db: t.db, context: contextFor(caller), processId, body: { otpCode: code } })).toEqual({ finished: true });
    // Waits out a bind and a submission timeout, then the reconnection's back-off.
  }, 180_000);
});
