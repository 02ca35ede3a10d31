import { composeTd1, composeTd2, composeTd3, type MrzIdentity } from "../mrz-compose";
import type { CorpusLayout } from "./random-identity";
import type { Random } from "./seeded-random";

export type CardSides = { front: string; back?: string; mrzLines: string[]; size: { width: number; height: number } };

// ICAO 9303 sizes in millimetres; every MRZ character advances 2.54 mm (OCR-B advances 0.7233 em).
const CARD_MM: Record<CorpusLayout, { width: number; height: number }> = {
  TD1: { width: 85.6, height: 53.98 },
  residence: { width: 85.6, height: 53.98 },
  TD2: { width: 105, height: 74 },
  TD3: { width: 125, height: 88 },
};
const PITCH_MM = 2.54;
const OCRB_ADVANCE_EM = 0.7233;
const TITLES: Record<CorpusLayout, string> = {
  TD1: "IDENTITY CARD",
  residence: "RESIDENCE PERMIT",
  TD2: "IDENTITY CARD",
  TD3: "PASSPORT",
};
const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const DATE_FORMATS = [
  (y: string, m: string, d: string) => `${d} ${m} ${y}`,
  (y: string, m: string, d: string) => `${d}.${m}.${y}`,
  (y: string, m: string, d: string) => `${y}-${m}-${d}`,
  (y: string, m: string, d: string) => `${d} ${MONTHS[Number(m) - 1]} ${y}`,
];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function composeLines(layout: CorpusLayout, identity: MrzIdentity): string[] {
  if (layout === "TD3") return composeTd3(identity);
  if (layout === "TD2") return composeTd2(identity);
  return composeTd1(identity);
}

/** Faint wavy security print over the whole card, as on real documents. */
function guilloche(random: Random, width: number, height: number): string {
  const colour = random.pick(["#b9c9d6", "#d2c1b0", "#c3d3bf", "#d0bfd3"]);
  const paths: string[] = [];
  for (let i = 0; i < 7; i++) {
    const amplitude = height * random.between(0.03, 0.09);
    const wave = width / random.between(2, 5);
    const y0 = height * random.next();
    let d = `M0 ${y0.toFixed(1)}`;
    for (let x = 0; x <= width; x += width / 40)
      d += ` L${x.toFixed(1)} ${(y0 + amplitude * Math.sin((x / wave) * 2 * Math.PI)).toFixed(1)}`;
    paths.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${(width / 900).toFixed(2)}"/>`);
  }
  return paths.join("");
}

/**
 * The SVG of a synthetic document at ICAO proportions, `width` pixels wide: header, portrait box, printed fields in
 * the visual zone, and the MRZ in OCR-B at its fixed pitch (on the back of cards, under the fields on a passport).
 */
export function corpusCard(random: Random, layout: CorpusLayout, identity: MrzIdentity, width: number): CardSides {
  const mm = CARD_MM[layout];
  const scale = width / mm.width;
  const height = Math.round(mm.height * scale);
  const mrzLines = composeLines(layout, identity);
  const fill = random.pick(["#eef1f3", "#f1ece2", "#e9f0e6", "#eee8f1", "#f4f4ef"]);
  const ink = random.pick(["#1c2530", "#101010", "#22222a"]);
  const radius = 3.2 * scale;
  const open = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" rx="${radius}" fill="${fill}"/>${guilloche(random, width, height)}<g font-family="DejaVu Sans" fill="${ink}">${body}</g></svg>`;
  const header = `<rect width="${width}" height="${(8 * scale).toFixed(1)}" fill="${random.pick(["#1f4e79", "#7a1f2b", "#1f5e3b", "#3b3b6e"])}"/><text x="${(4 * scale).toFixed(1)}" y="${(5.8 * scale).toFixed(1)}" font-size="${(3.6 * scale).toFixed(1)}" font-weight="bold" fill="#ffffff">${escapeXml(`${identity.issuingState} · ${TITLES[layout]}`)}</text>`;

  const dateFormat = random.pick(DATE_FORMATS);
  const date = (iso: string) => dateFormat(iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10));
  const rows: [string, string][] = [
    ["Surname / Apelido", identity.surname],
    ["Given names / Nome", identity.givenNames],
    ["Sex / Sexo", identity.sex],
    ["Nationality / Nacionalidade", identity.nationality],
    ["Date of birth / Data de nascimento", date(identity.birthDate)],
    ["Document no. / N.º do documento", identity.documentNumber],
    ["Date of expiry / Data de validade", date(identity.expiryDate)],
  ];
  const fieldsLeft = mm.width * 0.34 * scale;
  const rowHeight = (layout === "TD3" ? 6.2 : mm.height * 0.1) * scale;
  const labelSize = rowHeight * 0.28;
  const valueSize = rowHeight * 0.42;
  const fieldsTop = 11 * scale;
  const fields = rows
    .map(
      ([label, value], index) =>
        `<text x="${fieldsLeft.toFixed(1)}" y="${(fieldsTop + index * rowHeight + labelSize).toFixed(1)}" font-size="${labelSize.toFixed(1)}" fill="#506070">${escapeXml(label)}</text><text x="${fieldsLeft.toFixed(1)}" y="${(fieldsTop + index * rowHeight + labelSize + valueSize * 1.05).toFixed(1)}" font-size="${valueSize.toFixed(1)}" font-weight="bold">${escapeXml(value)}</text>`,
    )
    .join("");
  const portraitWidth = mm.width * 0.26 * scale;
  const portrait = `<rect x="${(4 * scale).toFixed(1)}" y="${(11 * scale).toFixed(1)}" width="${portraitWidth.toFixed(1)}" height="${(portraitWidth * 1.28).toFixed(1)}" fill="#b8c2cc"/><circle cx="${(4 * scale + portraitWidth / 2).toFixed(1)}" cy="${(11 * scale + portraitWidth * 0.45).toFixed(1)}" r="${(portraitWidth * 0.24).toFixed(1)}" fill="#8693a0"/>`;

  const pitch = PITCH_MM * scale * random.between(0.985, 1.015);
  const fontSize = pitch / OCRB_ADVANCE_EM;
  const lineStep = fontSize * random.between(1.15, 1.35);
  const mrzLeft = (mm.width * scale - pitch * (mrzLines[0]?.length ?? 0)) / 2 + random.between(-0.6, 0.6) * scale;
  const lastBaseline = height - random.between(3, 4.5) * scale;
  const mrz = mrzLines
    .map(
      (line, index) =>
        `<text x="${mrzLeft.toFixed(2)}" y="${(lastBaseline - (mrzLines.length - 1 - index) * lineStep).toFixed(2)}" font-family="OCR B" font-size="${fontSize.toFixed(2)}" xml:space="preserve">${escapeXml(line)}</text>`,
    )
    .join("");

  if (layout === "TD3") return { front: open(header + portrait + fields + mrz), mrzLines, size: { width, height } };
  const back = open(
    `${header}<text x="${(4 * scale).toFixed(1)}" y="${(14 * scale).toFixed(1)}" font-size="${(2.4 * scale).toFixed(1)}">Issued by the ${escapeXml(identity.issuingState)} civil registry. Synthetic test document.</text>${mrz}`,
  );
  return { front: open(header + portrait + fields), back, mrzLines, size: { width, height } };
}
