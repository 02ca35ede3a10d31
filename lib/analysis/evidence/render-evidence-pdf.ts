import path from "node:path";
import type PDFDocument from "pdfkit";
import type { EvidenceImage, EvidenceInput, EvidenceStep, FileHash } from "./evidence-input";
import { flattenRecord } from "./flatten-record";
import { hashFiles, sha256 } from "./hash-files";
import { writeSummaryPage } from "./summary-page";

// From the working directory, not this module's URL: the Next.js server bundle moves this module elsewhere.
const fontDir = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
const FONT = path.join(fontDir, "DejaVuSans.ttf");
const FONT_BOLD = path.join(fontDir, "DejaVuSans-Bold.ttf");

export type EvidencePdf = { pdf: Buffer; sha256: string; fileHashes: FileHash[]; contentType: "application/pdf" };

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string, size = 14) {
  doc.moveDown(0.6).font("bold").fontSize(size).fillColor("#1f4e79").text(text).fillColor("#000000").font("regular").fontSize(9);
}

function keyValues(doc: Doc, rows: [string, string][]) {
  for (const [key, value] of rows) doc.font("bold").text(`${key}: `, { continued: true }).font("regular").text(value);
}

// pdfkit embeds JPEG and PNG only; everything else is converted, and large photos are shrunk to keep the file small.
async function embeddable(image: EvidenceImage): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(image.data)
    .rotate()
    .resize({ width: 600, height: 600, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function stepSection(doc: Doc, step: EvidenceStep, index: number) {
  heading(doc, `Step ${index + 1}: ${step.name ?? step.stepId} (${step.action})`, 12);
  keyValues(doc, [
    ["stepId", step.stepId],
    ["status", step.status ? "validated" : "not validated"],
    ["submitted", step.createdAt],
  ]);
  if (step.detail.length > 0) {
    doc.moveDown(0.3).font("bold").text("What was established").font("regular");
    for (const line of step.detail) doc.text(line);
  }
  const sections: [string, unknown][] = [
    ["payload", step.payload],
    ["provider", step.provider],
    ["error", step.error],
  ];
  for (const [label, value] of sections) {
    const rows = flattenRecord(value);
    if (rows.length === 0) continue;
    doc.moveDown(0.3).font("bold").text(label).font("regular");
    keyValues(doc, rows);
  }
  for (const image of step.images ?? []) {
    const data = await embeddable(image);
    if (doc.y > doc.page.height - 220) doc.addPage();
    doc.moveDown(0.3).font("bold").text(image.label).font("regular");
    doc.image(data, { fit: [220, 160] });
    doc.moveDown(0.3).text(`SHA-256 ${sha256(image.data)}`);
  }
}

/** Renders the evidence file of a finished process: a one-page summary in words, then every step with results and images, the event log, and file hashes. */
export async function renderEvidencePdf(input: EvidenceInput): Promise<EvidencePdf> {
  const generatedAt = input.generatedAt ?? new Date();
  const fileHashes = hashFiles(input.files);
  // Loaded at the first evidence, not at start: the two cost the server's restart a quarter of a second.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: `Evidence ${input.process.id}`, Producer: "idv-back-office", CreationDate: generatedAt },
  });
  doc.registerFont("regular", FONT);
  doc.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve) => doc.on("end", () => resolve()));

  writeSummaryPage(doc, input, fileHashes, generatedAt);
  doc.addPage();
  heading(doc, "Process");
  keyValues(
    doc,
    flattenRecord({
      ...input.process,
      outcome: input.process.negativeFinish ? "negative" : "positive",
      steps: input.steps.length,
      events: input.events.length,
    }),
  );
  for (const [index, step] of input.steps.entries()) await stepSection(doc, step, index);
  heading(doc, "Event log");
  for (const event of input.events) {
    const detail = [event.stepName ?? event.stepId, event.status, event.deviceType, event.operatingSystem, event.browser]
      .filter(Boolean)
      .join(" · ");
    doc.text(`${event.createdAt}  ${event.type}${detail ? `  ${detail}` : ""}`);
  }
  heading(doc, "Stored files (SHA-256)");
  if (fileHashes.length === 0) doc.text("No stored files.");
  for (const file of fileHashes)
    doc.text(`${file.bucket}/${file.id}${file.name ? ` (${file.name})` : ""}, ${file.size} bytes: ${file.sha256}`);
  doc.end();
  await finished;
  const pdf = Buffer.concat(chunks);
  return { pdf, sha256: sha256(pdf), fileHashes, contentType: "application/pdf" };
}
