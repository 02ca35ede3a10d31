import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export type PdfsigReport = { signatureCount: number; isValid: boolean; output: string };

/** Runs poppler's `pdfsig` on a PDF and reads whether every signature validates (certificate trust is not required). */
export async function checkWithPdfsig(pdf: Buffer): Promise<PdfsigReport> {
  const directory = await mkdtemp(path.join(tmpdir(), "pdfsig-"));
  const file = path.join(directory, "document.pdf");
  try {
    await writeFile(file, pdf);
    const output = await new Promise<string>((resolve) => {
      execFile("pdfsig", [file], { timeout: 20_000 }, (_error, stdout, stderr) => resolve(`${stdout}${stderr}`));
    });
    const verdicts = [...output.matchAll(/Signature Validation: (.+)/g)].map((match) => match[1]?.trim() ?? "");
    return {
      signatureCount: verdicts.length,
      isValid: verdicts.length > 0 && verdicts.every((verdict) => verdict === "Signature is Valid."),
      output,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
