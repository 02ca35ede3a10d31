import PDFDocument from "pdfkit";

/** A one-page contract PDF for the signing steps of the demo and the tests. */
export function renderDemoContract(title = "Account opening contract"): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(18).text(title).moveDown().fontSize(11).text("Demo Bank and the account holders agree to the terms below.");
    doc.end();
  });
}
