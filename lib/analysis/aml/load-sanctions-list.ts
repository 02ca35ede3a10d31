import { z } from "zod";
import { parseCsv } from "./parse-csv";
import { type TSanctionsEntry, ZSanctionsEntry } from "./sanctions-entry";

const splitList = (value: string | undefined) =>
  (value ?? "")
    .split(";")
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Reads a sanctions list: OpenSanctions "simple" CSV (header row with at least id, name; optional schema, aliases,
 * birth_date, countries, sanctions, dataset; lists separated by ";") or a JSON array of the same fields.
 */
export function loadSanctionsList(content: string, format: "csv" | "json"): TSanctionsEntry[] {
  if (format === "json") return z.array(ZSanctionsEntry).parse(JSON.parse(content));
  const [header, ...rows] = parseCsv(content.replace(/^\uFEFF/, ""));
  if (!header) return [];
  const columns = header.map((name) => name.trim().toLowerCase());
  for (const required of ["id", "name"]) if (!columns.includes(required)) throw new Error(`sanctions CSV lacks the "${required}" column`);
  return rows.map((row) => {
    const value = (column: string) => row[columns.indexOf(column)];
    return ZSanctionsEntry.parse({
      id: value("id"),
      schema: value("schema") || undefined,
      name: value("name"),
      aliases: splitList(value("aliases")),
      birth_date: value("birth_date") ?? "",
      countries: splitList(value("countries")),
      sanctions: value("sanctions") ?? "",
      dataset: value("dataset") ?? "",
    });
  });
}
