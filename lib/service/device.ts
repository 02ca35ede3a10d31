import UAParser from "ua-parser-js";
import type { Device } from "./context";

/** deviceType, operatingSystem and browser of an event, from the request's User-Agent. */
const recent = new Map<string, Device>();

export function deviceFromUserAgent(userAgent: string | undefined | null): Device {
  const key = userAgent ?? "";
  const known = recent.get(key);
  if (known) return known;
  const device = parse(key);
  if (recent.size >= 1000) recent.clear();
  recent.set(key, device);
  return device;
}

function parse(userAgent: string): Device {
  const parsed = new UAParser(userAgent).getResult();
  const type = parsed.device.type;
  const name = (part: { name?: string; version?: string }) => [part.name, part.version].filter(Boolean).join(" ") || "unknown";
  return {
    deviceType: type === "mobile" || type === "tablet" || type === "wearable" ? "mobile" : "desktop",
    operatingSystem: name(parsed.os),
    browser: parsed.browser.name ? name({ name: parsed.browser.name, version: parsed.browser.major }) : "unknown",
  };
}
