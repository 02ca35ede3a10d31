import { describe, expect, it } from "vitest";
import { decodeBase64 } from "./base64";
import { testJpeg, testPng } from "./sample-images";
import { sniffImage, sniffVideo } from "./sniff";

describe("media sniffing", () => {
  it("reads PNG and JPEG sizes from their headers", () => {
    expect(sniffImage(testPng(640, 480))).toEqual({ contentType: "image/png", width: 640, height: 480 });
    expect(sniffImage(testJpeg(800, 600))).toEqual({ contentType: "image/jpeg", width: 800, height: 600 });
  });

  it("rejects what is not an image", () => {
    expect(sniffImage(Buffer.from("GIF89a not supported"))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0x00]))).toBeNull();
    expect(sniffVideo(Buffer.from("....ftypisom"))).toEqual({ contentType: "video/mp4" });
  });

  it("decodes strict Base64 only", () => {
    expect(decodeBase64("aGVsbG8=")?.toString()).toBe("hello");
    expect(decodeBase64("data:image/png;base64,aGVsbG8=")?.toString()).toBe("hello");
    expect(decodeBase64("not base64!")).toBeNull();
    expect(decodeBase64("")).toBeNull();
    expect(decodeBase64("abc")).toBeNull();
  });
});
