import { AppError } from "@/lib/errors";
import { createAccount, createApplication, setAccountActive } from "@/lib/provisioning/accounts";
import { createCredential, revokeCredential } from "@/lib/provisioning/credentials";
import { type Command, optionalFlag, requireFlag } from "../cli";

export const accountCreate: Command = {
  name: "account:create",
  usage: "account:create --name N [--language pt-PT] [--languages pt-PT,en-GB] [--public-key K]   (prints the credential secret once)",
  async run({ db, flags }) {
    const languages = optionalFlag(flags, "languages");
    const created = await createAccount(db, {
      name: requireFlag(flags, "name"),
      language: optionalFlag(flags, "language"),
      languages: languages ? languages.split(",").map((l) => l.trim()) : undefined,
      publicKey: optionalFlag(flags, "public-key"),
    });
    return {
      json: created,
      human: [
        `Account ${created.accountId}`,
        `App ${created.appId}`,
        `Credential ${created.credentialId}`,
        `Secret (shown once, use as svc-credential): ${created.credential}`,
      ].join("\n"),
    };
  },
};

function accountToggle(name: string, active: boolean): Command {
  return {
    name,
    usage: `${name} ID`,
    async run({ db, args }) {
      const [id] = args;
      if (!id) throw new AppError("invalid", "the account id is required");
      const result = await setAccountActive(db, id, active);
      return { json: result, human: `Account ${id} is now ${active ? "active" : "inactive"}` };
    },
  };
}

export const accountActivate = accountToggle("account:activate", true);
export const accountDeactivate = accountToggle("account:deactivate", false);

export const appCreate: Command = {
  name: "app:create",
  usage: "app:create --account ID [--name N]",
  async run({ db, flags }) {
    const app = await createApplication(db, requireFlag(flags, "account"), optionalFlag(flags, "name"));
    return { json: { appId: app.id }, human: `App ${app.id}` };
  },
};

export const credentialCreate: Command = {
  name: "credential:create",
  usage: "credential:create --account ID   (prints the secret once)",
  async run({ db, flags }) {
    const credential = await createCredential(db, requireFlag(flags, "account"));
    return {
      json: { credentialId: credential.id, credential: credential.secret },
      human: `Credential ${credential.id}\nSecret (shown once): ${credential.secret}`,
    };
  },
};

export const credentialRevoke: Command = {
  name: "credential:revoke",
  usage: "credential:revoke ID",
  async run({ db, args }) {
    const [id] = args;
    if (!id) throw new AppError("invalid", "the credential id is required");
    const result = await revokeCredential(db, id);
    return { json: result, human: `Credential ${id} revoked at ${result.revokedAt}` };
  },
};
