import { describe, expect, it } from "vitest";
import { pt } from "@/lib/i18n/back-office/pt";
import { methodInWords, withNoticeInWords } from "./notice";

describe("a provider's caveat in the reader's words", () => {
  it("words a known method's notice and leaves an unknown one as it came", () => {
    const single = withNoticeInWords({ method: "single-frame-indicative", notice: "Indicative only: …" }, pt);
    expect(single.notice).toMatch(/^Apenas indicativo/);
    expect(withNoticeInWords({ requestedLevel: "qualified", notice: "No qualified…" }, pt).notice).toMatch(/^Nenhum prestador/);
    expect(withNoticeInWords({ method: "other", notice: "As written" }, pt).notice).toBe("As written");
    expect(methodInWords("multi-frame-indicative", pt)).toBe("imagens do vídeo, indicativo");
    expect(methodInWords("other", pt)).toBe("other");
  });
});
