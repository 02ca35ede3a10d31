import * as smpp from "smpp";
import { errorSummary, logger } from "@/lib/observability/logger";
import { DeliveryFailure } from "./delivery-failure";

/** An SMS gateway: takes a message or throws (a DeliveryFailure saying why); answers the id its delivery report will name. */
export type SmsSender = { send: (message: { to: string; text: string }) => Promise<{ messageId: string }> };

export type SmppSettings = { url: string; sourceAddr: string };
/** A delivery report: the message id the submission got and the receipt's final state. */
export type SmsDeliveryReport = { messageId: string; status: string };

const SUBMIT_TIMEOUT_MS = 10_000;
const BIND_WAIT_MS = 5_000;
const RECONNECT_MAX_MS = 30_000;
// esm_class bit 2: the deliver_sm is a delivery receipt from the message centre, not a message from a phone.
const RECEIPT_BIT = 0x04;

/** The receipt's id and `stat:` (SMPP 3.4 appendix B); its `text:` (the message's start: the code) is never read. */
export function parseReceipt(pdu: smpp.Pdu): SmsDeliveryReport | null {
  if ((Number(pdu.esm_class) & RECEIPT_BIT) === 0) return null;
  const short = pdu.short_message as { message?: string | Buffer } | string | Buffer | undefined;
  const text = String(typeof short === "object" && short !== null && "message" in short ? short.message : (short ?? ""));
  const messageId = (pdu.receipted_message_id as string | undefined) ?? /\bid:(\S+)/.exec(text)?.[1];
  const status = /\bstat:(\w+)/.exec(text)?.[1] ?? String(pdu.message_state ?? "unknown");
  return messageId ? { messageId, status } : null;
}

/** The credentials and address in `smpp://system_id:password@host:port`. */
function parseSmppUrl(url: string) {
  const parsed = new URL(url);
  if (parsed.protocol !== "smpp:" && parsed.protocol !== "ssmpp:")
    throw new Error("SMPP_URL must look like smpp://system_id:password@host:port");
  return {
    address: `${parsed.protocol}//${parsed.hostname}:${parsed.port || (parsed.protocol === "smpp:" ? 2775 : 3550)}`,
    systemId: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}

/**
 * One bound SMPP transceiver session to the operator's gateway, per server process: bound at creation, bound again
 * after a drop (back-off up to 30 s). `send` waits a little for a bind, then fails (the message's job retries it); a
 * dropped session fails the submissions it had not answered. Delivery receipts are handed to `onReceipt`.
 */
export function smppGateway(
  settings: SmppSettings,
  onReceipt: (report: SmsDeliveryReport) => Promise<void>,
): SmsSender & { close: () => void } {
  const { address, systemId, password } = parseSmppUrl(settings.url);
  let session: smpp.Session | null = null;
  let bound = false;
  let closed = false;
  let retryMs = 500;
  let waiters: (() => void)[] = [];
  // Submissions waiting for their answer, by session: a dropped session answers none of them.
  const inFlight = new Map<smpp.Session, Set<(failure: DeliveryFailure) => void>>();

  const open = () => {
    const current = smpp.connect({ url: address, auto_enquire_link_period: 30_000 }, () => {
      current.bind_transceiver({ system_id: systemId, password }, (pdu) => {
        if (pdu.command_status !== 0) return current.close();
        bound = true;
        retryMs = 500;
        for (const wake of waiters) wake();
        waiters = [];
      });
    });
    current.on("deliver_sm", (pdu: smpp.Pdu) => {
      current.send(pdu.response());
      const report = parseReceipt(pdu);
      if (report)
        void onReceipt(report).catch((error: unknown) =>
          logger.error({ messageId: report.messageId, ...errorSummary(error) }, "SMS receipt not recorded"),
        );
    });
    current.on("enquire_link", (pdu: smpp.Pdu) => current.send(pdu.response()));
    current.on("error", () => undefined);
    current.on("close", () => {
      bound = false;
      for (const fail of inFlight.get(current) ?? [])
        fail(new DeliveryFailure("gateway-unreachable", "the SMS gateway's connection dropped"));
      inFlight.delete(current);
      if (session !== current || closed) return;
      setTimeout(() => {
        if (!closed) session = open();
      }, retryMs).unref();
      retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    });
    return current;
  };
  session = open();

  const whenBound = () =>
    bound
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new DeliveryFailure("gateway-unreachable", "the SMS gateway is not reachable")),
            BIND_WAIT_MS,
          );
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });

  return {
    async send({ to, text }) {
      await whenBound();
      const current = session as smpp.Session;
      return new Promise((resolve, reject) => {
        const pending = inFlight.get(current) ?? new Set();
        inFlight.set(current, pending);
        const fail = (failure: DeliveryFailure) => {
          clearTimeout(timer);
          pending.delete(fail);
          reject(failure);
        };
        const timer = setTimeout(
          () => fail(new DeliveryFailure("gateway-no-answer", "the SMS gateway did not answer the submission")),
          SUBMIT_TIMEOUT_MS,
        );
        pending.add(fail);
        current.submit_sm(
          { source_addr: settings.sourceAddr, destination_addr: to.replace(/^\+/, ""), short_message: text, registered_delivery: 1 },
          (pdu) => {
            clearTimeout(timer);
            pending.delete(fail);
            if (pdu.command_status === 0) resolve({ messageId: String(pdu.message_id) });
            else
              reject(
                new DeliveryFailure(
                  "gateway-refused",
                  `the SMS gateway refused the submission (status ${pdu.command_status})`,
                  `status ${pdu.command_status}`,
                ),
              );
          },
        );
      });
    },
    close() {
      closed = true;
      session?.close();
    },
  };
}
