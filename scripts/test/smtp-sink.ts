import fs from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../../test/support/smtp-sink";

// A real SMTP server on loopback for the e2e server: each message it accepts is written to DIR as JSON
// ({ to, subject, text }), for tests to read. Usage: tsx scripts/test/smtp-sink.ts PORT DIR
const [port, dir] = process.argv.slice(2);
if (!port || !dir) throw new Error("usage: smtp-sink.ts PORT DIR");
fs.mkdirSync(dir, { recursive: true });
let received = 0;
const sink = await startSmtpSink({
  port: Number(port),
  onMail(mail) {
    const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : "";
    received++;
    fs.writeFileSync(path.join(dir, `${Date.now()}-${received}.json`), JSON.stringify({ to, subject: mail.subject, text: mail.text }));
  },
});
process.on("SIGTERM", () => void sink.close().then(() => process.exit(0)));
