import { execFile } from "node:child_process";

/** The text of a PDF as Debian's poppler `pdftotext -layout` reads it. */
export const pdfToText = (pdf: Buffer) =>
  new Promise<string>((resolve, reject) => {
    const child = execFile("pdftotext", ["-layout", "-", "-"], { encoding: "utf8", maxBuffer: 8 << 20 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
