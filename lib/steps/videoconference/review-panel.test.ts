import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type Dictionary, en } from "@/lib/i18n/back-office/en";
import { pt } from "@/lib/i18n/back-office/pt";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { CallPanel } from "./review-panel";

const hash = "cd".repeat(32);

const TIMES = { openedAt: "2026-11-23T10:00:00Z", consentAt: null, connectedAt: null, endedAt: "2026-11-23T10:05:00Z" };

function callRecord(recording: unknown, times: Record<string, unknown> = TIMES, callSeconds: number | null = null): StepRecordView {
  return {
    type: "videoconference",
    action: "videoconference",
    status: false,
    payload: { postpone: false },
    info: {},
    config: {},
    provider: {
      status: false,
      result: {
        agent: { id: "u-rui", name: "Rui", email: "rui@example.com" },
        reason: "document not shown",
        note: "",
        checklist: [{ id: "face-visible", label: "Face clearly visible", checked: true }],
        recording,
        captures: [
          { kind: "face", url: "https://idv.example/files/processes/cap-1", faceScore: 0.8 },
          { kind: "document-front", url: "https://idv.example/files/processes/cap-2", faceScore: null },
        ],
        faceScore: 0.8,
        times,
        callSeconds,
      },
    },
    error: {},
    triggerId: null,
    stepId: "call",
    createdAt: "2026-11-23T10:05:00Z",
    deviceType: "desktop",
  };
}

const recorded = { url: "https://idv.example/files/videos/rec-1", bucket: "videos", sha256: hash, size: 1000, durationSeconds: 61.2 };

function render(recording: unknown, isMasked: boolean, t: Dictionary = en, step = callRecord(recording)) {
  return renderToStaticMarkup(createElement(CallPanel, { step, definition: undefined, processId: "p-1", isMasked, t }));
}

describe("the process page's call panel", () => {
  it("plays the recording through the staff file route for a reader who may see personal data, with its hash and length", () => {
    const html = render(recorded, false);
    expect(html).toContain('data-recording="playable"');
    expect(html).toMatch(/<video controls="" preload="metadata"[^>]*src="\/processes\/p-1\/files\/rec-1"/);
    expect(html).toContain(hash);
    expect(html).toContain("61.2 s");
    expect(html).toContain("/processes/p-1/files/cap-1");
    expect(html).toContain('alt="Face, live capture 1"');
    expect(html).toContain('alt="Document front, live capture 2"');
    expect(html).toContain("failed · Reason: document not shown");
    expect(html).toContain("Rui &lt;rui@example.com&gt;");
    expect(html).toContain("never connected");
  });

  it("tells a masked reader that a recording exists, its hash and length, and offers no bytes of it or of the captures", () => {
    const html = render(recorded, true, pt);
    expect(html).toContain('data-recording="withheld"');
    expect(html).not.toContain("<video");
    expect(html).not.toContain("/files/");
    expect(html).toContain("Existe uma gravação");
    expect(html).toContain(hash);
    expect(html).toContain("61.2 s");
  });

  it("writes the call's times as dates in the reader's language, and the time connected from when it connected", () => {
    const times = { ...TIMES, connectedAt: "2026-11-23T10:00:30Z", endedAt: "2026-11-23T10:02:05Z" };
    const english = render(recorded, true, en, callRecord(recorded, times));
    expect(english).toContain('<time dateTime="2026-11-23T10:00:00Z">23 Nov 2026, 10:00:00 UTC</time>');
    expect(english).toContain('<time dateTime="2026-11-23T10:00:30Z">23 Nov 2026, 10:00:30 UTC</time>');
    expect(english).toMatch(/data-testid="call-time-connected">95 s</);
    const portuguese = render(recorded, true, pt, callRecord(recorded, times, 94.6));
    expect(portuguese).toContain(">23 nov. 2026, 10:02:05 UTC</time>");
    expect(portuguese).toMatch(/data-testid="call-time-connected">95 s</);
    expect(render(recorded, true)).toMatch(/data-testid="call-time-connected">—</);
  });

  it("offers the recording's SHA-256 in full to copy, to whoever reads the panel", () => {
    for (const isMasked of [true, false]) {
      const html = render(recorded, isMasked);
      expect(html).toContain(`data-testid="recording-sha256">${hash}</span>`);
      expect(html).toContain('data-testid="copy-recording-sha256"');
    }
  });

  it("names the captures for what they show in the reader's language", () => {
    const html = render(recorded, false, pt);
    expect(html).toContain('alt="Rosto, captura ao vivo 1"');
    expect(html).toContain('alt="Frente do documento, captura ao vivo 2"');
    expect(html).not.toMatch(/>face 1<|>document-front 2</);
  });

  it("says there is no recording when the call was never started", () => {
    const html = render(null, false);
    expect(html).toContain('data-recording="none"');
    expect(html).toContain("No recording: the call was never started.");
    expect(html).not.toContain("<video");
  });
});
