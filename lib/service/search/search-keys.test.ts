import { describe, expect, it } from "vitest";
import { prefixUpperBound } from "@/lib/db/search-key-sql";
import { isShortIdPrefix, searchLookups } from "@/lib/records/search-lookups";
import { nameKeys, normalizeDocumentNumber } from "./normalize";
import { processSearchKeys, recordSearchKeys } from "./search-keys";

describe("search keys", () => {
  it("normalise names without case or accents, whole and by word", () => {
    expect(nameKeys("  Ana-María  SÁ Gonçalves ")).toEqual(["ana maria sa goncalves", "ana", "maria", "sa", "goncalves"]);
    expect(normalizeDocumentNumber("c 1234-5678<")).toBe("C12345678");
  });

  it("come from the form, the OTP step and the document's result, with the name as given kept for lists", () => {
    const form = recordSearchKeys({
      action: "form",
      payload: { name: "Rui Sá", email: " Rui@Example.PT", phone: { country: "PT", number: "912 345 678" } },
    });
    expect(form).toEqual(
      expect.arrayContaining([
        { kind: "name", value: "rui sa" },
        { kind: "shown-name", value: "Rui Sá" },
        { kind: "email", value: "rui@example.pt" },
        { kind: "phone", value: "912345678" },
        { kind: "phone", value: "351912345678" },
      ]),
    );
    const documentKeys = recordSearchKeys({
      action: "document-ocr",
      payload: {},
      provider: { result: { fields: { doc_number: "c12345678", name: "MARIA", surname: "SOUSA" } } },
    });
    expect(documentKeys).toEqual(
      expect.arrayContaining([
        { kind: "document", value: "C12345678" },
        { kind: "name", value: "maria sousa" },
      ]),
    );
    expect(recordSearchKeys({ action: "otp", payload: { otpCode: "123456" } })).toEqual([]);
    expect(processSearchKeys({ id: "BF7FDE83-aaaa", reference: " Order-7 " })).toEqual([
      { kind: "id8", value: "bf7fde83" },
      { kind: "reference", value: "order-7" },
    ]);
  });

  it("a reviewer's text becomes the look-ups that may find it", () => {
    const kinds = (text: string) => searchLookups(text).map((l) => l.kind);
    expect(kinds("BF7FDE83")).toContain("id8");
    expect(kinds("bf7fde8")).not.toContain("id8");
    expect(kinds("ana@example.pt")).toEqual(["reference", "email"]);
    expect(kinds("+351 912 345 678")).toContain("phone");
    expect(searchLookups("Maria  Sou").filter((l) => l.kind === "name")).toEqual([
      { kind: "name", values: ["maria", "sou"], isPrefix: true, phrase: "maria sou" },
    ]);
    expect(searchLookups("Sou").filter((l) => l.kind === "name")).toEqual([{ kind: "name", values: ["sou"], isPrefix: true }]);
    expect(searchLookups("a").filter((l) => l.kind === "name")).toEqual([{ kind: "name", values: ["a"] }]);
  });

  it("a short hex text is told that an id needs 8 characters; a word or a full prefix is not", () => {
    expect(isShortIdPrefix("bf7fde")).toBe(true);
    expect(isShortIdPrefix("BF7F")).toBe(true);
    expect(isShortIdPrefix("bf7fde83")).toBe(false);
    expect(isShortIdPrefix("bf7")).toBe(false);
    expect(isShortIdPrefix("Sousa")).toBe(false);
  });

  it("a name prefix is an index range: every word beginning with it and no other", () => {
    expect(prefixUpperBound("sou")).toBe("sov");
    expect(prefixUpperBound("soz")).toBe("sp");
    expect(prefixUpperBound("a9")).toBe("aa");
    expect(prefixUpperBound("zz")).toBeNull();
    expect(prefixUpperBound("soß")).toBeNull();
    const words = ["so", "sou", "sousa", "sousa maria", "souza", "sov", "sp", "sot", "soz"];
    const upper = prefixUpperBound("sou") ?? "\u{10FFFF}";
    expect(words.filter((w) => w >= "sou" && w < upper)).toEqual(words.filter((w) => w.startsWith("sou")));
  });
});
