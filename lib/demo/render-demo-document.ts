import sharp, { type OverlayOptions } from "sharp";
import { composeTd1, composeTd3, type MrzIdentity } from "../analysis/document/mrz-compose";

export type DemoDocType = "idcard" | "passport" | "residence";

export type DemoDocumentData = Omit<MrzIdentity, "documentCode"> & { doctype: DemoDocType };

export type DemoDocumentOptions = {
  /** A photo to show in the portrait box; without it the box shows a drawn silhouette. */
  portrait?: Buffer;
  /** Replaces the composed MRZ lines, e.g. to print a wrong check digit. */
  mrzLines?: string[];
};

export type DemoDocument = { front: Buffer; back?: Buffer; mrzLines: string[] };

const FRAME = { width: 1300, height: 900 };
const BACKGROUND = "#121619";
const CARD_FILL = "#e6ebef";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const documentCodes: Record<DemoDocType, string> = { idcard: "I", passport: "P", residence: "IR" };
const titles: Record<DemoDocType, string> = { idcard: "IDENTITY CARD", passport: "PASSPORT", residence: "RESIDENCE PERMIT" };

type CardLayout = { x: number; y: number; width: number; height: number };
const cardLayout = (doctype: DemoDocType): CardLayout =>
  doctype === "passport" ? { x: 100, y: 110, width: 1100, height: 700 } : { x: 150, y: 140, width: 1000, height: 630 };

function frameSvg(card: CardLayout, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME.width}" height="${FRAME.height}">
<rect width="100%" height="100%" fill="${BACKGROUND}"/>
<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="28" fill="${CARD_FILL}"/>
<g transform="translate(${card.x} ${card.y})" font-family="DejaVu Sans" fill="#1c2530">${body}</g></svg>`;
}

// OCR-B advances about 0.72 em per character: size the lines to fit the card.
function mrzTextLayout(lines: string[], card: CardLayout) {
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.floor((card.width - 80) / (longest * 0.72));
  const top = card.height - lines.length * fontSize * 1.25 - 44;
  return { fontSize, left: 36, baseline: (index: number) => top + (index + 1) * fontSize * 1.25 };
}

function mrzSvg(lines: string[], card: CardLayout): string {
  const layout = mrzTextLayout(lines, card);
  return lines
    .map(
      (line, index) =>
        `<text x="${layout.left}" y="${layout.baseline(index)}" font-family="OCR B, OCR-B, DejaVu Sans Mono, monospace" font-size="${layout.fontSize}" xml:space="preserve">${escapeXml(line)}</text>`,
    )
    .join("");
}

/** Where one MRZ character of a demo document lies in its photo (OCR-B advances 0.7233 em), to alter it in tests. */
export function demoMrzCell(doctype: DemoDocType, lines: string[], line: number, column: number) {
  const card = cardLayout(doctype);
  const layout = mrzTextLayout(lines, card);
  const advance = layout.fontSize * 0.7233;
  return {
    left: card.x + layout.left + column * advance,
    baseline: card.y + layout.baseline(line),
    width: advance,
    fontSize: layout.fontSize,
    background: CARD_FILL,
  };
}

function fieldsSvg(data: DemoDocumentData, left: number): string {
  const rows: [string, string][] = [
    ["Surname / Apelido", data.surname],
    ["Given names / Nome", data.givenNames],
    ["Sex / Sexo", data.sex],
    ["Nationality / Nacionalidade", data.nationality],
    ["Date of birth", data.birthDate],
    ["Document no.", data.documentNumber],
    ["Date of expiry", data.expiryDate],
  ];
  return rows
    .map(
      ([label, value], index) =>
        `<text x="${left}" y="${150 + index * 54}" font-size="15" fill="#506070">${escapeXml(label)}</text><text x="${left}" y="${174 + index * 54}" font-size="24" font-weight="bold">${escapeXml(value)}</text>`,
    )
    .join("");
}

const PORTRAIT_BOX = { x: 40, y: 110, width: 270, height: 340 };

function silhouetteSvg(): string {
  const { x, y, width, height } = PORTRAIT_BOX;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#b8c2cc"/><circle cx="${x + width / 2}" cy="${y + 130}" r="70" fill="#8693a0"/><ellipse cx="${x + width / 2}" cy="${y + height}" rx="120" ry="110" fill="#8693a0"/>`;
}

async function renderSide(svg: string, card: CardLayout, portrait?: Buffer): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  if (portrait) {
    const photo = await sharp(portrait)
      .rotate()
      .resize(PORTRAIT_BOX.width, PORTRAIT_BOX.height, { fit: "cover", position: "attention" })
      .toBuffer();
    layers.push({ input: photo, left: card.x + PORTRAIT_BOX.x, top: card.y + PORTRAIT_BOX.y });
  }
  return sharp(Buffer.from(svg)).composite(layers).jpeg({ quality: 92 }).toBuffer();
}

/** Renders a synthetic identity document photographed on a dark table: header, portrait, printed fields and the MRZ. */
export async function renderDemoDocument(data: DemoDocumentData, options: DemoDocumentOptions = {}): Promise<DemoDocument> {
  const identity: MrzIdentity = { ...data, documentCode: documentCodes[data.doctype] };
  const mrzLines = options.mrzLines ?? (data.doctype === "passport" ? composeTd3(identity) : composeTd1(identity));
  const card = cardLayout(data.doctype);
  const header = `<rect width="${card.width}" height="80" rx="28" fill="#1f4e79"/><rect y="50" width="${card.width}" height="30" fill="#1f4e79"/>
<text x="36" y="54" font-size="30" font-weight="bold" fill="#ffffff">${escapeXml(`${data.issuingState} · ${titles[data.doctype]}`)}</text>`;
  const portraitLayer = options.portrait ? "" : silhouetteSvg();
  if (data.doctype === "passport") {
    const front = frameSvg(card, header + portraitLayer + fieldsSvg(data, 360) + mrzSvg(mrzLines, card));
    return { front: await renderSide(front, card, options.portrait), mrzLines };
  }
  const front = frameSvg(card, header + portraitLayer + fieldsSvg(data, 360));
  const back = frameSvg(
    card,
    `${header}<text x="36" y="140" font-size="20">Issued by the ${escapeXml(data.issuingState)} civil registry. Synthetic demo document.</text>${mrzSvg(mrzLines, card)}`,
  );
  return { front: await renderSide(front, card, options.portrait), back: await renderSide(back, card), mrzLines };
}
