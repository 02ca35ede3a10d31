import { describe, expect, it } from "vitest";
import { parsedFlowSnapshot } from "./parsed-snapshots";

const text = JSON.stringify({ id: "f1", name: "Onboarding", steps: [{ id: "form", action: { type: "form", fields: [] } }], settings: [] });

describe("parsed flow snapshots", () => {
  it("parses a text once: equal texts share one value, a different text gets its own", () => {
    const first = parsedFlowSnapshot(text);
    expect(parsedFlowSnapshot(JSON.stringify(JSON.parse(text)))).toBe(first);
    expect(first).toEqual(JSON.parse(text));
    const other = parsedFlowSnapshot(text.replace("Onboarding", "Other"));
    expect(other).not.toBe(first);
    expect(other.name).toBe("Other");
  });

  it("is frozen all the way down, so no reader can change what the next one reads", () => {
    const snapshot = parsedFlowSnapshot(text) as unknown as { name: string; steps: { id: string }[] };
    expect(() => {
      snapshot.name = "changed";
    }).toThrow(TypeError);
    expect(() => {
      (snapshot.steps[0] as { id: string }).id = "changed";
    }).toThrow(TypeError);
    expect(() => snapshot.steps.push({ id: "more" })).toThrow(TypeError);
    expect(parsedFlowSnapshot(text).name).toBe("Onboarding");
  });
});
