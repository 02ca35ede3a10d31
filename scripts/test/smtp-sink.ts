import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback for the e2e server: each message it accepts is written to DIR as JSON
// ({ to, subject, text }), for tests to read. Usage: tsx scripts/test/smtp-sink.ts PORT DIR
const [port, dir] = process.argv.slice(2);
if (!port || !dir) throw new Error("usage: smtp-sink.ts PORT DIR");
fs.mkdirSync(dir, { recursive: true });
let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : "";
        received++;
        fs.writeFileSync(path.join(dir, `${Date.now()}-${received}.json`), JSON.stringify({ to, subject: mail.subject, text: mail.text }));
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
server.listen(Number(port), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
