import { describe, expect, it } from "vitest";
import { z } from "zod";
import { en } from "./back-office/en";
import { pt } from "./back-office/pt";
import { issuesInWords, zodErrorsIn } from "./zod-words";

const ZForm = z.object({ email: z.email(), password: z.string().min(12), nickname: z.string() });
const refused = (locale: "en" | "pt") =>
  ZForm.safeParse({ email: "not-an-address", password: "short" }, { error: zodErrorsIn(locale) }).error?.issues ?? [];

describe("a form's refusal in the reader's language", () => {
  it("says zod's messages and the known fields' names in Portuguese", () => {
    const text = issuesInWords(refused("pt"), pt);
    expect(text).toContain("E-mail: ");
    expect(text).toContain("Palavra-passe: Demasiado pequeno");
    expect(text).toMatch(/nickname: Entrada inválida/);
    expect(text).not.toMatch(/Invalid|Too small|expected/);
  });

  it("stays in English for an English reader", () => {
    expect(issuesInWords(refused("en"), en)).toMatch(/Password: Too small/);
  });
});
