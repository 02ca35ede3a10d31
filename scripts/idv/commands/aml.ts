import fs from "node:fs";
import { readSanctionsListFile } from "@/lib/analysis/aml/sanctions-list-store";
import { AppError } from "@/lib/errors";
import { rescreenSoon } from "@/lib/screening/rescreen-schedule";
import { storeSanctionsList } from "@/lib/steps/aml/sanctions-list";
import type { Command } from "../cli";

export const amlLoad: Command = {
  name: "aml:load",
  usage:
    "aml:load FILE   (replaces the sanctions list the AML step screens against: OpenSanctions' simple CSV columns, or a JSON array of them; finished processes are screened again)",
  async run({ db, args }) {
    const [file] = args;
    if (!file || !fs.existsSync(file)) throw new AppError("invalid", "an existing FILE (.csv or .json) is required");
    const entries = await readSanctionsListFile(file).catch((error: unknown) => {
      throw new AppError("invalid", `${file}: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (entries.length === 0) throw new AppError("invalid", `${file}: no entries`);
    const list = await storeSanctionsList(entries, file);
    await rescreenSoon(db);
    return {
      json: { entries: entries.length, loadedAt: list.loadedAt },
      human: `Loaded ${entries.length} sanctions entries from ${file}; the finished processes will be screened again`,
    };
  },
};
