import { CHECK_WEIGHTS, characterValue } from "../mrz-check-digit";
import type { CellScores } from "./classify-cells";
import type { MrzLayout } from "./mrz-structure";
import { CHECK_RULES, type CheckName, type CheckRule, CLASS_CHARACTERS, LINE_CLASSES } from "./mrz-structure";
import { MRZ_CHARACTERS } from "./ocrb-templates";

export type Alternative = { character: string; score: number };
/** One cell's decision: what was chosen, how well it matched, and what else it could have been. */
export type CellReading = {
  character: string;
  score: number;
  /** Chosen score minus the best other allowed character's (negative when a check digit chose a lower one). */
  margin: number;
  /** Other allowed characters close to the chosen one, best first. */
  alternatives: Alternative[];
  /** True when the check digits chose a character other than the best-matching one. */
  isRepaired: boolean;
};
export type DecodedZone = {
  lines: string[];
  cells: CellReading[][];
  checks: Partial<Record<CheckName, boolean>>;
  /** How much correlation the check digits' choices gave up against each cell's best match. */
  repairCost: number;
  meanScore: number;
};

// A cell whose best character leads by more than this is read as it is: the check digits never change it.
const CANDIDATE_WINDOW = 0.1;
const MAX_CANDIDATES = 4;
const MAX_STATES = 4000;
const ALTERNATIVE_WINDOW = 0.12;
// The check digits may move a few cells to a close second choice, never rewrite a zone read badly.
const REPAIR_BUDGET = 0.3;

type Position = { line: number; column: number };
type Candidate = { character: string; cost: number };
type PathNode = { character: string; previous: PathNode | null };
type State = { cost: number; sums: number[]; path: PathNode | null };

function candidatesOf(scores: CellScores, allowed: string): Candidate[] {
  const ranked = allowed
    .split("")
    .map((character) => ({ character, score: scores[MRZ_CHARACTERS.indexOf(character)] ?? -1 }))
    .sort((a, b) => b.score - a.score);
  const top = ranked[0]?.score ?? -1;
  return ranked
    .filter((entry) => entry.score >= top - CANDIDATE_WINDOW)
    .slice(0, MAX_CANDIDATES)
    .map((entry) => ({ character: entry.character, cost: top - entry.score }));
}

/** Each rule's weight at a position (0 when outside it) and which rule's digit sits there. */
function ruleRoles(rules: CheckRule[], position: Position) {
  return rules.map((rule) => {
    let index = 0;
    let weight = 0;
    for (const [line, start, end] of rule.spans) {
      if (line === position.line && position.column >= start && position.column < end)
        weight = CHECK_WEIGHTS[(index + position.column - start) % 3] as number;
      index += end - start;
    }
    return { weight, isDigit: rule.digit[0] === position.line && rule.digit[1] === position.column };
  });
}

/**
 * The cheapest reading of the given positions under which every rule's check digit holds: a dynamic programme over
 * the rules' running sums modulo 10. Null when no combination of each cell's close candidates satisfies them all.
 */
function cheapestValid(positions: Position[], candidates: Map<string, Candidate[]>, rules: CheckRule[]): Map<string, string> | null {
  let states = new Map<string, State>([["", { cost: 0, sums: rules.map(() => 0), path: null }]]);
  for (const position of positions) {
    const roles = ruleRoles(rules, position);
    const next = new Map<string, State>();
    for (const state of states.values()) {
      for (const candidate of candidates.get(`${position.line}:${position.column}`) ?? []) {
        const value = characterValue(candidate.character);
        const isValid = roles.every((role, r) => !role.isDigit || value === (state.sums[r] as number) % 10);
        if (!isValid) continue;
        const sums = state.sums.map((sum, r) => (sum + value * (roles[r]?.weight ?? 0)) % 10);
        const key = sums.join("");
        const cost = state.cost + candidate.cost;
        const existing = next.get(key);
        if (existing && existing.cost <= cost) continue;
        next.set(key, { cost, sums, path: { character: candidate.character, previous: state.path } });
      }
    }
    states = new Map([...next.entries()].sort((a, b) => a[1].cost - b[1].cost).slice(0, MAX_STATES));
    if (states.size === 0) return null;
  }
  const best = [...states.values()].sort((a, b) => a.cost - b.cost)[0];
  if (!best || best.cost > REPAIR_BUDGET) return null;
  const chosen = new Map<string, string>();
  let node = best?.path ?? null;
  for (let i = positions.length - 1; i >= 0 && node; i--) {
    const position = positions[i] as Position;
    chosen.set(`${position.line}:${position.column}`, node.character);
    node = node.previous;
  }
  return chosen;
}

const positionsOf = (rules: CheckRule[]): Position[] => {
  const keys = new Set<string>();
  for (const rule of rules) {
    for (const [line, start, end] of rule.spans) for (let column = start; column < end; column++) keys.add(`${line}:${column}`);
    keys.add(`${rule.digit[0]}:${rule.digit[1]}`);
  }
  return [...keys]
    .map((key) => key.split(":").map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([line, column]) => ({ line, column }));
};

function holds(rule: CheckRule, lines: string[]): boolean {
  const text = rule.spans.map(([line, start, end]) => (lines[line] ?? "").slice(start, end)).join("");
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += characterValue(text.charAt(i)) * (CHECK_WEIGHTS[i % 3] as number);
  return characterValue((lines[rule.digit[0]] ?? "").charAt(rule.digit[1])) === sum % 10;
}

/**
 * Turns cell scores into the zone's text: each cell keeps its close candidates among the characters its position
 * allows, and the check digits (composite included) choose among them; when no choice satisfies every digit, each
 * field is decided on its own digit and the rest stays as read.
 */
export function decodeZone(layout: MrzLayout, scores: CellScores[][]): DecodedZone {
  const classes = LINE_CLASSES[layout];
  const rules = CHECK_RULES[layout];
  const candidates = new Map<string, Candidate[]>();
  const chosen = new Map<string, string>();
  classes.forEach((lineClasses, line) => {
    lineClasses.forEach((kind, column) => {
      const list = candidatesOf(scores[line]?.[column] ?? new Float32Array(MRZ_CHARACTERS.length), CLASS_CHARACTERS[kind]);
      candidates.set(`${line}:${column}`, list);
      chosen.set(`${line}:${column}`, list[0]?.character ?? "<");
    });
  });
  const all = cheapestValid(positionsOf(rules), candidates, rules);
  const decided = all
    ? [all]
    : rules.filter((rule) => rule.name !== "composite").map((rule) => cheapestValid(positionsOf([rule]), candidates, [rule]));
  for (const choice of decided) for (const [key, character] of choice ?? []) chosen.set(key, character);

  const cells = classes.map((lineClasses, line) =>
    lineClasses.map((kind, column): CellReading => {
      const cellScores = scores[line]?.[column] ?? new Float32Array(MRZ_CHARACTERS.length);
      const character = chosen.get(`${line}:${column}`) ?? "<";
      const scoreOf = (c: string) => cellScores[MRZ_CHARACTERS.indexOf(c)] ?? -1;
      const others = CLASS_CHARACTERS[kind]
        .split("")
        .filter((c) => c !== character)
        .map((c) => ({ character: c, score: scoreOf(c) }))
        .sort((a, b) => b.score - a.score);
      const score = scoreOf(character);
      return {
        character,
        score,
        margin: score - (others[0]?.score ?? -1),
        alternatives: others.filter((other) => other.score >= score - ALTERNATIVE_WINDOW).slice(0, 3),
        isRepaired: character !== (candidates.get(`${line}:${column}`)?.[0]?.character ?? character),
      };
    }),
  );
  const lines = cells.map((line) => line.map((cell) => cell.character).join(""));
  const checks = Object.fromEntries(rules.map((rule) => [rule.name, holds(rule, lines)]));
  const flat = cells.flat();
  return {
    lines,
    cells,
    checks,
    repairCost: flat.reduce((sum, cell) => sum + (cell.isRepaired ? -cell.margin : 0), 0),
    meanScore: flat.reduce((sum, cell) => sum + cell.score, 0) / flat.length,
  };
}
