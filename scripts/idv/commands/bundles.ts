import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { streamAuditBundle } from "@/lib/exports/audit-bundle/stream-audit-bundle";
import { verifyAuditBundle } from "@/lib/exports/audit-bundle/verify-audit-bundle";
import { PERSONAL_DATA_MASKED, PERSONAL_DATA_SHOWN } from "@/lib/records/personal-data-policy";
import { loadOrCreateInstallationKey } from "@/lib/security/installation-key";
import { fileStorage } from "@/lib/storage/file-storage";
import { type Command, optionalFlag, requireFlag } from "../cli";

export const bundleCreate: Command = {
  name: "bundle:create",
  usage:
    "bundle:create --process ID --out FILE.zip [--masked]   (the per-process audit bundle, signed by this installation; --masked: as an auditor gets it)",
  async run({ db, flags }) {
    const processId = requireFlag(flags, "process");
    const out = requireFlag(flags, "out");
    const policy = flags.masked === true ? PERSONAL_DATA_MASKED : PERSONAL_DATA_SHOWN;
    if (!(await db.process.findUnique({ where: { id: processId }, select: { id: true } })))
      throw new AppError("invalid", `no process ${processId}`);
    const key = loadOrCreateInstallationKey(env().dataDir);
    await pipeline(
      await streamAuditBundle({ db, storage: fileStorage(), processId, key, createdBy: "operator tool", policy }),
      fs.createWriteStream(out),
    );
    return { json: { file: out, signingKeyFingerprint: key.fingerprint }, human: `Wrote ${out} (signed by key ${key.fingerprint})` };
  },
};

export const bundleVerify: Command = {
  name: "bundle:verify",
  usage: "bundle:verify FILE.zip [--public-key PEM]   (offline: signature and every file's SHA-256; default key: this installation's)",
  async run({ flags, args }) {
    const file = args[0];
    if (!file || !fs.existsSync(file)) throw new AppError("invalid", "give the bundle's path: bundle:verify FILE.zip");
    const keyFile = optionalFlag(flags, "public-key");
    const publicKeyPem = keyFile ? fs.readFileSync(keyFile, "utf8") : loadOrCreateInstallationKey(env().dataDir).publicKeyPem;
    const verdict = await verifyAuditBundle(file, publicKeyPem);
    const problems = [
      ...(verdict.signatureValid ? [] : ["the manifest's signature does not verify"]),
      ...(verdict.signedByThisKey ? [] : ["the manifest names another signing key"]),
      ...verdict.altered.map((p) => `altered: ${p}`),
      ...verdict.missing.map((p) => `missing: ${p}`),
      ...verdict.unlisted.map((p) => `not in the manifest: ${p}`),
    ];
    const masked =
      verdict.personalData === "masked"
        ? ` Personal data masked: ${verdict.withheld.length} stored files withheld, their SHA-256 signed in the manifest.`
        : "";
    return {
      json: verdict,
      human: verdict.ok
        ? `Bundle intact: process ${verdict.processId}, signature valid.${masked}`
        : `Bundle NOT intact:\n${problems.map((p) => `  ${p}`).join("\n")}`,
      exitCode: verdict.ok ? 0 : 1,
    };
  },
};
