import fs from "node:fs";
import path from "node:path";
import { AppError } from "@/lib/errors";
import { uploadAccountFile } from "@/lib/provisioning/files";
import { listOutbox } from "@/lib/service/messaging/outbox";
import { type Command, optionalFlag, requireFlag } from "../cli";

const TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".txt": "text/plain",
  ".json": "application/json",
};

export const fileUpload: Command = {
  name: "file:upload",
  usage: "file:upload --account ID --bucket attachments FILE   (an account file, e.g. a document to sign; prints its id)",
  async run({ db, flags, args }) {
    const [file] = args;
    if (!file || !fs.existsSync(file)) throw new AppError("invalid", "an existing FILE is required");
    const contentType = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const { id } = await uploadAccountFile(db, {
      accountId: requireFlag(flags, "account"),
      bucket: requireFlag(flags, "bucket"),
      bytes: fs.readFileSync(file),
      contentType,
    });
    return { json: { fileId: id }, human: `File ${id}` };
  },
};

export const outboxList: Command = {
  name: "outbox:list",
  usage: "outbox:list [--process ID]   (messages sent to applicants: SMS codes, e-mails)",
  async run({ db, flags }) {
    const messages = await listOutbox(db, { processId: optionalFlag(flags, "process") });
    return {
      json: messages,
      human: messages.length
        ? messages.map((m) => `${m.createdAt}\t${m.channel}\t${m.status}\t${m.recipient}\t${m.subject || m.body.split("\n")[0]}`).join("\n")
        : "The outbox is empty.",
    };
  },
};
