import type { Alternative, CellReading } from "./decode-zone";
import { CHECK_RULES, type CheckName, FIELD_SPANS, fieldAt, type MrzField, type MrzLayout } from "./mrz-structure";

// A cell is read clearly when the best character leads the next allowed one by this much correlation…
export const CLEAR_MARGIN = 0.05;
// …and matches nearly as well as the zone's typical cell (a half-erased glyph matches nothing well).
export const CLEAR_SCORE_DROP = 0.2;

export type UncertainCharacter = {
  line: number;
  column: number;
  field: MrzField;
  read: string;
  score: number;
  margin: number;
  /** True when the check digits chose this character over a better-matching one. */
  isRepaired: boolean;
  alternatives: Alternative[];
};

/** Which parts of a zone were read clearly. */
export type ZoneClarity = {
  uncertain: UncertainCharacter[];
  isFieldClear: (field: MrzField) => boolean;
  isCheckClear: (check: CheckName) => boolean;
  isZoneClear: boolean;
};

const round = (value: number) => Number(value.toFixed(3));

/** Marks every cell that was repaired, led by a small margin, or matched poorly, and answers per field and check. */
export function assessClarity(layout: MrzLayout, cells: CellReading[][]): ZoneClarity {
  const scores = cells
    .flat()
    .map((cell) => cell.score)
    .sort((a, b) => a - b);
  const typical = scores[Math.floor(scores.length / 2)] ?? 0;
  const uncertain: UncertainCharacter[] = [];
  const unclear = new Set<string>();
  cells.forEach((line, l) => {
    line.forEach((cell, column) => {
      if (!cell.isRepaired && cell.margin >= CLEAR_MARGIN && cell.score >= typical - CLEAR_SCORE_DROP) return;
      unclear.add(`${l}:${column}`);
      uncertain.push({
        line: l,
        column,
        field: fieldAt(layout, l, column),
        read: cell.character,
        score: round(cell.score),
        margin: round(cell.margin),
        isRepaired: cell.isRepaired,
        alternatives: cell.alternatives.map((alternative) => ({ character: alternative.character, score: round(alternative.score) })),
      });
    });
  });
  const isClear = (spans: [number, number, number][]) =>
    spans.every(([line, start, end]) => {
      for (let column = start; column < end; column++) if (unclear.has(`${line}:${column}`)) return false;
      return true;
    });
  return {
    uncertain,
    isFieldClear: (field) => isClear(FIELD_SPANS[layout][field]),
    isCheckClear: (check) => {
      const rule = CHECK_RULES[layout].find((candidate) => candidate.name === check);
      return !rule || isClear([...rule.spans, [rule.digit[0], rule.digit[1], rule.digit[1] + 1]]);
    },
    isZoneClear: unclear.size === 0,
  };
}
