import type { MrzIdentity } from "../mrz-compose";
import type { Random } from "./seeded-random";

export type CorpusLayout = "TD1" | "TD2" | "TD3" | "residence";

const SURNAMES = [
  "Conceição Sousa",
  "Müller",
  "Dos Santos Oliveira",
  "O'Brien",
  "Van der Berg",
  "Łukasiewicz",
  "García-Márquez",
  "Bosch",
  "Dubois",
  "Quintela",
  "Godinho",
  "Iglesias",
  "Zúñiga",
  "Schulze-Boysen",
  "Bezerra de Menezes Cavalcanti Albuquerque",
  "Ødegård",
  "Lindqvist",
  "Kowalczyk",
  "Szabó",
  "Nilavadhanananda",
];
const GIVEN_NAMES = [
  "Maria Inês",
  "Anna Lena",
  "José",
  "Zoé",
  "Oscar",
  "Dolores",
  "Bogdan",
  "Gisela",
  "Ilídio",
  "Salomé",
  "Quentin",
  "Olga",
  "Lúcia Beatriz Gonçalves",
  "Diogo",
  "Baltazar",
  "Søren",
  "Zbigniew",
  "Sigrid",
  "Chayapa Dejthamrong Krasuang",
  "Leopoldina Carolina Josefa",
];
const STATES = ["PRT", "D", "FRA", "ESP", "ITA", "NLD", "POL", "BRA", "GBR", "SWE", "BEL", "AUT", "IRL", "CHE", "GRC"];
// Issuers mix every character, but the ones OCR confuses are what a reader must get right.
const LOOKALIKES = "0OQD1IL2Z5S6G8B";
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const DOCUMENT_CODES: Record<CorpusLayout, readonly string[]> = {
  TD1: ["I", "ID", "IC", "C"],
  // Not "ID": the mrz package reads a two-line "IDFRA…" zone as the French national ID card.
  TD2: ["I", "IC"],
  TD3: ["P", "PP", "PD"],
  residence: ["IR", "AR", "RP"],
};

const isoDate = (random: Random, fromYear: number, toYear: number) => {
  const year = random.integer(fromYear, toYear);
  const month = random.integer(1, 12);
  const day = random.integer(1, month === 2 ? 28 : 30);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};

function code(random: Random, length: number): string {
  let value = "";
  for (let i = 0; i < length; i++) value += random.pick((random.chance(0.6) ? LOOKALIKES : ALPHANUMERIC).split(""));
  return value;
}

/** Random but valid MRZ data: look-alike-rich numbers, names with several words, accents and sometimes too long. */
export function randomIdentity(random: Random, layout: CorpusLayout): MrzIdentity {
  const state = random.pick(STATES);
  const identity: MrzIdentity = {
    documentCode: random.pick(DOCUMENT_CODES[layout]),
    issuingState: state,
    nationality: random.chance(0.8) ? state : random.pick(STATES),
    surname: random.pick(SURNAMES),
    givenNames: random.pick(GIVEN_NAMES),
    documentNumber: code(random, random.chance(0.85) ? 9 : random.integer(6, 8)),
    birthDate: isoDate(random, 1935, 2012),
    expiryDate: isoDate(random, 2024, 2038),
    sex: random.pick(["M", "F", "F", "M", "X"] as const),
  };
  if (random.chance(0.5)) identity.personalNumber = code(random, random.integer(3, layout === "TD2" ? 7 : 14));
  if (layout !== "TD2" && layout !== "TD3" && random.chance(0.3)) identity.optionalData2 = code(random, random.integer(2, 11));
  return identity;
}
