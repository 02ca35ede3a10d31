import * as smpp from "smpp";

export type ReceivedSms = { systemId: string; to: string; from: string; text: string; messageId: string };

/**
 * A message centre on loopback (the smpp package's server): binds the system id `idv` with the password `s3cret`,
 * keeps what it is sent and answers each submission with a delivery receipt (`stat:` as `receiptState` says).
 */
export function messageCentre({ receiptState = "DELIVRD" }: { receiptState?: string } = {}) {
  const received: ReceivedSms[] = [];
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
        short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2611231200 done date:2611231200 stat:${receiptState} err:000 text:${text.slice(0, 20)}`,
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

/** The six-digit code in a received message's text. */
export function codeIn(message: ReceivedSms | undefined): string {
  return /\b(\d{6})\b/.exec(message?.text ?? "")?.[1] ?? "";
}
