import { describe, expect, it } from "vitest";
import { deviceFromUserAgent } from "./device";

describe("deviceFromUserAgent", () => {
  it("reads device type, OS and browser", () => {
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
    expect(deviceFromUserAgent(iphone)).toEqual({ deviceType: "mobile", operatingSystem: "iOS 17.4", browser: "Mobile Safari 17" });
    const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
    expect(deviceFromUserAgent(desktop)).toMatchObject({ deviceType: "desktop", operatingSystem: "Linux", browser: "Chrome 120" });
    expect(deviceFromUserAgent(undefined)).toEqual({ deviceType: "desktop", operatingSystem: "unknown", browser: "unknown" });
  });
});
