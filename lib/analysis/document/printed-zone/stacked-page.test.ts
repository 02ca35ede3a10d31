import { describe, expect, it } from "vitest";
import { encodeBmp, stackStrips } from "./stacked-page";

const strip = (width: number, height: number, value: number) => ({ data: new Uint8Array(width * height).fill(value), width, height });

describe("stackStrips", () => {
  it("places the strips one under another, left-aligned inside a white margin", () => {
    const page = stackStrips([strip(10, 4, 0), strip(6, 3, 0)]);
    expect(page.width).toBe(10 + 40);
    expect(page.height).toBe(20 + (4 + 16) + (3 + 16) + 20);
    const at = (x: number, y: number) => page.data[y * page.width + x];
    expect(at(20, 20)).toBe(0);
    expect(at(29, 23)).toBe(0);
    expect(at(30, 23)).toBe(255);
    expect(at(20, 24)).toBe(255);
    expect(at(25, 40)).toBe(0);
    expect(at(26, 40)).toBe(255);
  });

  it("stretches grey ink on grey paper to black on white", () => {
    const page = stackStrips([strip(100, 10, 90), strip(100, 10, 170)]);
    const levels = new Set(page.data);
    expect(levels.has(0)).toBe(true);
    expect(levels.has(255)).toBe(true);
    expect(page.data[20 * page.width + 20]).toBe(0);
  });
});

describe("encodeBmp", () => {
  it("writes an 8-bit BMP with a grey palette, rows top-down and padded to four bytes", () => {
    const bmp = encodeBmp({ data: new Uint8Array([0, 128, 255, 7, 9, 200]), width: 3, height: 2 });
    const offset = bmp.readUInt32LE(10);
    expect(bmp.subarray(0, 2).toString("latin1")).toBe("BM");
    expect([bmp.readUInt32LE(2), bmp.readInt32LE(18), bmp.readInt32LE(22), bmp.readUInt16LE(28)]).toEqual([bmp.length, 3, -2, 8]);
    expect([...bmp.subarray(54 + 4 * 200, 54 + 4 * 201)]).toEqual([200, 200, 200, 0]);
    expect([...bmp.subarray(offset)]).toEqual([0, 128, 255, 0, 7, 9, 200, 0]);
  });
});
