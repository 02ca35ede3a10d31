import path from "node:path";
import { MANIFEST_FILE, readManifest } from "@/lib/backup/backup-manifest";
import { checkInstallation, type InstallationCheck } from "@/lib/backup/check-installation";
import { restoreBackup } from "@/lib/backup/restore-backup";
import { takeBackup } from "@/lib/backup/take-backup";
import { env } from "@/lib/env";
import { fileStorage } from "@/lib/storage/file-storage";
import { type Command, requireFlag } from "../cli";

const verdict = (check: InstallationCheck) =>
  check.problems.length
    ? `NOT as in the backup:\n${check.problems.map((problem) => `  ${problem}`).join("\n")}`
    : `As in the backup: ${check.tables} tables' row counts, ${check.files} stored files and ${check.keys} keys by SHA-256, the schema and NEXTAUTH_SECRET.`;

export const backup: Command = {
  name: "backup",
  usage:
    "backup --out DIR   (while the servers run: the database as of one snapshot, the stored files, DATA_DIR/keys and a manifest of SHA-256s; DIR new or empty)",
  async run({ db, flags, log }) {
    const run = await takeBackup({ db, storage: fileStorage(), config: env(), out: requireFlag(flags, "out"), log });
    const { manifest } = run;
    const erased = manifest.erasedDuringBackup.length ? ` ${manifest.erasedDuringBackup.length} files erased meanwhile left out.` : "";
    const lines = [
      `Backup in ${run.dir}: ${manifest.database.kind} database at schema ${manifest.database.schemaVersion}, ${manifest.files.length} stored files, ${manifest.keys.length} keys.${erased}`,
      `Keep it where only the operator can read it: it holds the applicants' data and the installation's private keys. NEXTAUTH_SECRET is not in it: keep that too.`,
      ...run.problems.map((problem) => `PROBLEM: ${problem}`),
    ];
    return { json: { dir: run.dir, manifest, problems: run.problems }, human: lines.join("\n"), exitCode: run.problems.length ? 1 : 0 };
  },
};

export const restore: Command = {
  name: "restore",
  usage:
    "restore --from DIR [--other-secret]   (into an empty installation, servers stopped: refuses a newer schema and a non-empty target, then checks the result)",
  async run({ db, flags, log }) {
    const config = env();
    const storage = fileStorage();
    const manifest = await restoreBackup({
      from: requireFlag(flags, "from"),
      storage,
      config,
      log,
      acceptOtherSecret: flags["other-secret"] === true,
    });
    const check = await checkInstallation({ manifest, db, storage, config });
    return {
      json: { restored: manifest.createdAt, schemaVersion: manifest.database.schemaVersion, ...check },
      human: `Restored the backup of ${manifest.createdAt} (schema ${manifest.database.schemaVersion}). ${verdict(check)}\nStart the servers: they apply any newer migration of this version.`,
      exitCode: check.problems.length ? 1 : 0,
    };
  },
};

export const backupCheck: Command = {
  name: "backup:check",
  usage:
    "backup:check --manifest DIR/manifest.json   (compares this installation with a backup's manifest: schema, row counts, every stored file's and key's SHA-256; exit 1 naming each difference)",
  async run({ db, flags }) {
    const file = requireFlag(flags, "manifest");
    const manifest = await readManifest(path.basename(file) === MANIFEST_FILE ? file : path.join(file, MANIFEST_FILE));
    const check = await checkInstallation({ manifest, db, storage: fileStorage(), config: env() });
    return { json: check, human: verdict(check), exitCode: check.problems.length ? 1 : 0 };
  },
};
