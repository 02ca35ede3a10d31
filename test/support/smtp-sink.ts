import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { resetEnvForTests } from "@/lib/env";

export type SmtpSink = { url: string; messages: ParsedMail[]; close: () => Promise<void> };

/** A real SMTP server on loopback that keeps what it receives (and hands each message to onMail), for tests. */
export async function startSmtpSink({ port = 0, onMail }: { port?: number; onMail?: (mail: ParsedMail) => void } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          onMail?.(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A sink the service sends its mail to (SMTP_URL) until it is closed. */
export async function startServiceSmtpSink(): Promise<SmtpSink> {
  const sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  resetEnvForTests();
  return {
    ...sink,
    close: async () => {
      delete process.env.SMTP_URL;
      resetEnvForTests();
      await sink.close();
    },
  };
}
