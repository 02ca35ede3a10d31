import type { DocType } from "../document-validations";
import type { MrzIdentity } from "../mrz-compose";
import { corpusCard } from "./corpus-card";
import { type Capture, DAMAGE_LEVELS, type DamageLevel, photographCard, randomCapture } from "./photograph-card";
import { type CorpusLayout, randomIdentity } from "./random-identity";
import { seededRandom } from "./seeded-random";

export const CORPUS_LAYOUTS: CorpusLayout[] = ["TD1", "TD2", "TD3", "residence"];
const DOCTYPES: Record<CorpusLayout, DocType> = { TD1: "idcard", TD2: "idcard", TD3: "passport", residence: "residence" };

export type CorpusDocument = {
  index: number;
  layout: CorpusLayout;
  level: DamageLevel;
  doctype: DocType;
  identity: MrzIdentity;
  /** What is printed in the MRZ: the truth a reading is scored against. */
  mrzLines: string[];
  front: Buffer;
  back?: Buffer;
  capture: Capture;
};

/**
 * The `index`-th document of the corpus of `seed`: layouts and damage levels take turns, everything else is drawn from
 * a generator seeded by (seed, index), so one document is the same whatever the corpus size.
 */
export async function corpusDocument(seed: number, index: number, layouts: CorpusLayout[] = CORPUS_LAYOUTS): Promise<CorpusDocument> {
  const random = seededRandom(Math.imul(seed, 100_003) + index);
  const level = DAMAGE_LEVELS[index % DAMAGE_LEVELS.length] as DamageLevel;
  const layout = layouts[Math.floor(index / DAMAGE_LEVELS.length) % layouts.length] as CorpusLayout;
  const identity = randomIdentity(random, layout);
  const capture = randomCapture(random, level);
  const card = corpusCard(random, layout, identity, Math.round(capture.frameWidth * capture.cardShare));
  // Both sides of a card come from the same photo session: same damage, drawn independently.
  const front = await photographCard(random, card.front, card.size, capture);
  const back = card.back ? await photographCard(random, card.back, card.size, capture) : undefined;
  return { index, layout, level, doctype: DOCTYPES[layout], identity, mrzLines: card.mrzLines, front, back, capture };
}
