import { describe, expect, it } from "vitest";
import { localPath } from "./safe-redirect";

describe("localPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(localPath("/processes?status=finished#top")).toBe("/processes?status=finished#top");
    expect(localPath("/a/../b")).toBe("/b");
  });

  it("answers / for anything a browser could read as another host, and for non-strings", () => {
    const hostile = [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "https://evil.example/x",
    ];
    for (const value of [...hostile, "http:/evil.example", "javascript:alert(1)", "processes", "", undefined, ["/x"]])
      expect(localPath(value), String(value)).toBe("/");
  });

  it("takes only the path of an absolute URL on the given origin", () => {
    expect(localPath("http://app.example/processes?q=1", { sameOrigin: "http://app.example" })).toBe("/processes?q=1");
    expect(localPath("http://app.example//evil.example", { sameOrigin: "http://app.example" })).toBe("/");
    expect(localPath("http://evil.example/processes", { sameOrigin: "http://app.example" })).toBe("/");
  });
});
