import { execFile } from "node:child_process";

/** The text of a PDF (or of a range of its pages) as Debian's poppler `pdftotext -layout` reads it. */
export const pdfToText = (pdf: Buffer, pages: { firstPage?: number; lastPage?: number } = {}) =>
  new Promise<string>((resolve, reject) => {
    const range = [...(pages.firstPage ? ["-f", String(pages.firstPage)] : []), ...(pages.lastPage ? ["-l", String(pages.lastPage)] : [])];
    const child = execFile("pdftotext", ["-layout", ...range, "-", "-"], { encoding: "utf8", maxBuffer: 8 << 20 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
