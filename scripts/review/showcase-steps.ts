import { mrzCheckDigit } from "@/lib/analysis/document/mrz-check-digit";

/** The showcase flow: one step per panel the workspace draws, with the settings the panels read. */
export const SHOWCASE_STEPS = [
  {
    id: "personal-data",
    name: "Personal data",
    type: "form",
    fields: [
      { name: "name", required: true, label: "Full name" },
      { name: "email", required: true },
    ],
  },
  { id: "id-document", name: "Identity document", type: "document-ocr" },
  { id: "liveness", name: "Liveness", type: "face-liveness-3d" },
  { id: "face-match", name: "Face match", type: "face-compare-2d2d", settings: { threshold: 0.8 } },
  { id: "phone", name: "Phone confirmation", type: "otp" },
  { id: "screening", name: "AML screening", type: "aml" },
  { id: "sign", name: "Contract signature", type: "document-sign-otp" },
  { id: "video", name: "Video liveness", type: "video-liveness" },
  { id: "co-owners", name: "Joint owners", type: "joint-ownership" },
  { id: "digital-key", name: "Digital key", type: "digital-key" },
] as const;

export function showcaseFlowSteps() {
  return SHOWCASE_STEPS.map((step, i) => ({
    id: step.id,
    name: step.name,
    next: SHOWCASE_STEPS[i + 1]?.id ?? "",
    settings: { maxRetries: 3, preventPrevious: false, deviceType: "any" },
    action: {
      type: step.type,
      fields: "fields" in step ? step.fields : [],
      settings: "settings" in step ? step.settings : {},
      provider: { providerId: "showcase", provider: step.type },
    },
    tasks: [],
  }));
}

const pad = (text: string, length: number) => text.padEnd(length, "<").slice(0, length);

/** A TD1 (ID card) MRZ with correct check digits, or with the birth-date digit deliberately wrong. */
export function sampleTd1Mrz({ isBirthDigitWrong = false } = {}): string {
  const docNumber = "000123456";
  const line1 = `I<PRT${docNumber}${mrzCheckDigit(docNumber)}${pad("", 15)}`;
  const birth = "900401";
  const expiry = "310101";
  const birthDigit = mrzCheckDigit(birth) ?? "0";
  const shownBirthDigit = isBirthDigitWrong ? String((Number(birthDigit) + 3) % 10) : birthDigit;
  const head = `${birth}${birthDigit}F${expiry}${mrzCheckDigit(expiry)}PRT${pad("", 11)}`;
  const composite = mrzCheckDigit(`${line1.slice(5, 30)}${head.slice(0, 7)}${head.slice(8, 15)}${head.slice(18, 29)}`);
  const line2 = `${birth}${shownBirthDigit}${head.slice(7)}${composite}`;
  const line3 = pad("SILVA<<ANA<SOFIA", 30);
  return [line1, line2, line3].join("\n");
}

/** A one-page PDF saying what it is: the showcase's evidence and signed document. */
export function samplePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, "");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
