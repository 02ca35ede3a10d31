import { describe, expect, it } from "vitest";
import { ConnectionGate } from "./connection-gate";

describe("ConnectionGate", () => {
  it("lets one holder in at a time, in the order they came", async () => {
    const gate = new ConnectionGate();
    const order: string[] = [];
    const first = gate.run(async () => {
      order.push("first in");
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push("first out");
    });
    const second = gate.run(() => order.push("second"));
    const third = gate.run(() => order.push("third"));
    await Promise.all([first, second, third]);
    expect(order).toEqual(["first in", "first out", "second", "third"]);
  });

  it("is given back when the work fails", async () => {
    const gate = new ConnectionGate();
    await expect(gate.run(() => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(gate.isHeld).toBe(false);
    expect(await gate.run(() => "after")).toBe("after");
  });

  it("ignores a second release", async () => {
    const gate = new ConnectionGate();
    const release = await gate.acquire();
    release();
    const next = await gate.acquire();
    release();
    expect(gate.isHeld).toBe(true);
    next();
  });
});
