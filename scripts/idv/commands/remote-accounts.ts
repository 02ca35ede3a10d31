import { text } from "node:stream/consumers";
import { AppError } from "@/lib/errors";
import { addRemoteAccount, listRemoteAccounts, removeRemoteAccount } from "@/lib/records/remote/remote-accounts";
import { type Command, requireFlag } from "../cli";

export const remoteAccountAdd: Command = {
  name: "remote-account:add",
  usage:
    "remote-account:add --name NAME < credential.txt   (remote mode: the remote account's svc-credential, read from stdin, stored sealed)",
  async run({ db, flags }) {
    if (process.stdin.isTTY)
      throw new AppError("invalid", "give the svc-credential on stdin (e.g. `< credential.txt`), never as an argument");
    const account = await addRemoteAccount(db, { name: requireFlag(flags, "name"), credential: await text(process.stdin) });
    return { json: { id: account.id, name: account.name }, human: `Remote account ${account.name} added (${account.id})` };
  },
};

export const remoteAccountList: Command = {
  name: "remote-account:list",
  usage: "remote-account:list   (names only: credentials are never shown)",
  async run({ db }) {
    const accounts = await listRemoteAccounts(db);
    return {
      json: accounts,
      human: accounts.map((a) => `${a.id}  ${a.name}  ${a.createdAt.toISOString()}`).join("\n") || "No remote accounts",
    };
  },
};

export const remoteAccountRemove: Command = {
  name: "remote-account:remove",
  usage: "remote-account:remove --name NAME",
  async run({ db, flags }) {
    const name = requireFlag(flags, "name");
    await removeRemoteAccount(db, name);
    return { json: { removed: name }, human: `Removed remote account ${name}` };
  },
};
