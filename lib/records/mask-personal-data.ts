import type { ProcessRecordView, StepRecordView } from "@/lib/service/contract/record-view";
import { fileIdFromUrl } from "@/lib/steps/common/review/file-links";
import {
  FIELD_KINDS,
  type FieldKind,
  type FieldRuling,
  fieldName,
  maskLeaf,
  ruleField,
  type Seen,
  UNDECLARED,
} from "./personal-data-fields";

/**
 * Where a value is shown, as the table names it: its first field (`record`, `row`, `note`…), or a path into one
 * (`auditEntry.details`). The fields below it are ruled by the table from there.
 */
export type Surface =
  | "recordPage"
  | "record"
  | "record.data"
  | "record.events"
  | "findings"
  | "findingsSummary"
  | "note"
  | "decision"
  | "contact"
  | "row"
  | "reference"
  | "row.failureReason"
  | "auditEntry"
  | "auditEntry.details"
  | "auditPersonalValue"
  | "screeningAlert"
  | "applicantMessage"
  | "manifest";

/** A stored file's URL is a reference to it, shown: its bytes follow the file rule (withheld from a masked reader). */
const FILE_ADDRESS = "(a stored file's address)";

type Leaf = { value: unknown; ruling: FieldRuling; path: string };

/**
 * Walks `value` as `surface` shows it, rebuilding it with each leaf (a string, number, boolean, null or date) replaced
 * by what `leaf` returns for it, given the table's ruling on its field.
 */
function walk(value: unknown, surface: Surface, leaf: (found: Leaf) => unknown): unknown {
  const visit = (item: unknown, names: string[], path: string, ruling: FieldRuling): unknown => {
    if (Array.isArray(item)) return item.map((element) => visit(element, names, `${path}[]`, ruling));
    if (item !== null && typeof item === "object" && !(item instanceof Date))
      return Object.fromEntries(
        Object.entries(item).map(([key, child]) => {
          const childNames = [...names, fieldName(key)];
          return [key, visit(child, childNames, path ? `${path}.${key}` : key, ruleField(childNames, ruling))];
        }),
      );
    const isFileAddress = fileIdFromUrl(item) !== null;
    return leaf({ value: item, path, ruling: isFileAddress ? { kind: "file", field: ruling.field ?? FILE_ADDRESS } : ruling });
  };
  const names = surface.split(".").map(fieldName);
  const ruling = names.reduce((parent, _, i) => ruleField(names.slice(0, i + 1), parent), UNDECLARED);
  return visit(value, names, "", ruling);
}

const isMessage = (kind: FieldKind) => kind === "message";

function maskOneLeaf({ value, ruling }: Leaf, seen: Seen): unknown {
  const rule = FIELD_KINDS[ruling.kind];
  if (value instanceof Date) return rule.isShown ? value : maskLeaf(value.toISOString(), ruling.kind, seen);
  if (typeof value !== "string" && typeof value !== "number") return value;
  const masked = maskLeaf(value, ruling.kind, seen);
  if (typeof value === "string" && value.length >= 3 && masked !== value && !isMessage(ruling.kind)) seen.set(value, String(masked));
  return masked;
}

/** The values `value` masks, shown as `surface`: what a sentence about it must not repeat. */
export function maskedValuesOf(surface: Surface, value: unknown, seen: Seen = new Map()): Seen {
  walk(value, surface, (found) => (isMessage(found.ruling.kind) ? found.value : maskOneLeaf(found, seen)));
  return seen;
}

/**
 * `value` as a reader under masking gets it, shown as `surface`: each field by its kind in the table. A sentence
 * (a message) has every value masked elsewhere in `value`, and in `seen`, masked where it repeats it.
 */
export function maskFields<T>(surface: Surface, value: T, seen: Seen = new Map()): T {
  const all = maskedValuesOf(surface, value, new Map(seen));
  return walk(value, surface, (found) => maskOneLeaf(found, all)) as T;
}

/** One field found under a surface: its path (a call agent's name under its step), its kind, and the table's entry. */
export type FoundField = { path: string; kind: FieldKind; field: string | null };

/** Every field `value` holds as `surface` shows it, with the table's ruling on it: what a reader under masking gets. */
export function fieldsOf(surface: Surface, value: unknown): FoundField[] {
  const found: FoundField[] = [];
  walk(value, surface, ({ path, ruling }) => found.push({ path, kind: ruling.kind, field: ruling.field }));
  return found;
}

const stepParts = (step: Pick<StepRecordView, "payload" | "provider">) => ({ payload: step.payload, provider: step.provider });

/** The values a step's submission and its check masked: what its error message must not repeat. */
export function maskedValuesOfStep(step: Pick<StepRecordView, "payload" | "provider">, seen: Seen = new Map()): Seen {
  return maskedValuesOf("record.data", stepParts(step), seen);
}

/** Every value the record's steps mask: what a finding's details must not repeat. */
export function maskedValuesOfRecord(record: ProcessRecordView): Seen {
  const seen: Seen = new Map();
  for (const step of record.data) maskedValuesOfStep(step, seen);
  return seen;
}

/** A process record with the applicant's data masked, each step's error message with the step's masked values masked. */
export function maskProcessRecord(record: ProcessRecordView): ProcessRecordView {
  const { data, ...rest } = maskFields("record", { ...record, data: [] });
  return { ...rest, data: record.data.map((step) => maskFields("record.data", step, maskedValuesOfStep(step))) };
}
