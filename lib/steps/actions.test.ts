import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { testJpeg, testPng } from "@/lib/media/sample-images";
import { ZFlowStep } from "@/lib/service/contract/flow-schema";
import { ServiceError } from "@/lib/service/contract/service-error";
import { phoneRecipient, ZPhone } from "./common/fields";
import type { ActionContext, StagedFile } from "./common/step-action";
import { documentOcr } from "./document/action";
import { faceAction } from "./face/action";
import { form } from "./form/action";
import { jointOwnership } from "./joint-ownership/action";
import { ACTIONS } from "./registry";
import { videoLiveness } from "./video-liveness/action";
import { videoconference, videoconferenceSchedule } from "./videoconference/action";

const now = new Date("2026-06-01T12:00:00Z");
const faceCompare2d2d = faceAction("face-compare-2d2d");

function contextFor(step: Omit<z.input<typeof ZFlowStep>, "id" | "name">, extra: Partial<ActionContext> = {}) {
  const staged: StagedFile[] = [];
  const context: ActionContext = {
    step: ZFlowStep.parse({ id: "s", name: "S", ...step }),
    accountId: "a",
    processId: "p",
    now,
    stage: (bucket, bytes, contentType) => {
      const file = {
        id: `f${staged.length}`,
        bucket,
        bytes,
        contentType,
        sha256: "",
        url: `http://x/api/files/${bucket}/f${staged.length}`,
      };
      staged.push(file);
      return file;
    },
    hasAttachment: async () => false,
    isCallOpen: async () => false,
    earlierRecords: async () => [],
    readFile: async () => null,
    ...extra,
  };
  return { context, staged };
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof ServiceError ? `${error.code} ${error.message}` : String(error);
  }
  return "resolved";
}

describe("step actions", () => {
  it("define every action type once, with the 22 body shapes of the spec", () => {
    expect(new Set(ACTIONS.map((a) => a.type)).size).toBe(ACTIONS.length);
    const shapes = ACTIONS.reduce((n, a) => n + (a.kind === "single" ? 1 : 2), 0);
    expect(ACTIONS).toHaveLength(19);
    expect(shapes).toBe(22);
  });

  describe("form", () => {
    const step = {
      action: {
        type: "form" as const,
        fields: [
          { name: "name" as const, required: true },
          { name: "email" as const, required: false },
          { name: "birthday" as const, required: false },
        ],
      },
    };

    it("accepts the listed fields", async () => {
      const { context } = contextFor(step);
      const payload = form.schema.parse({ name: "Ana", email: "ana@example.pt", birthday: "1990-01-01" });
      expect((await form.check(payload, context)).status).toBe(true);
    });

    it("rejects unlisted and missing required fields, and a future birthday, naming them", async () => {
      const { context } = contextFor(step);
      expect(await rejection(form.check(form.schema.parse({ email: "a@b.pt", country: "PT" }), context))).toBe(
        "BIOPMSSE400 country: not a field of this step; name: required",
      );
      expect(await rejection(form.check(form.schema.parse({ name: "A", birthday: "2027-01-01" }), context))).toMatch(
        /birthday: must be in the past/,
      );
    });

    it("checks formats in the schema", () => {
      expect(form.schema.safeParse({ email: "nope" }).success).toBe(false);
      expect(form.schema.safeParse({ country: "XX" }).success).toBe(false);
      expect(form.schema.safeParse({ country: "PT" }).success).toBe(true);
      expect(form.schema.safeParse({ birthday: "1990-13-01" }).success).toBe(false);
      expect(form.schema.safeParse({ other: 1 }).success).toBe(false);
    });
  });

  it("validates phones by country and formats an SMS recipient", () => {
    expect(ZPhone.safeParse({ country: "PT", number: "912345678" }).success).toBe(true);
    expect(ZPhone.safeParse({ country: "PT", number: "91234" }).success).toBe(false);
    expect(ZPhone.safeParse({ country: "ZZ", number: "912345678" }).success).toBe(false);
    expect(phoneRecipient({ country: "PT", number: "912 345 678" })).toBe("+351912345678");
  });

  describe("document-ocr", () => {
    it("requires back except for passports", () => {
      const png = testPng(800, 600).toString("base64");
      expect(documentOcr.schema.safeParse({ doctype: "idcard", front: png }).success).toBe(false);
      expect(documentOcr.schema.safeParse({ doctype: "passport", front: png }).success).toBe(true);
    });

    it("stores the images, checks resolution and claims no analysis", async () => {
      const { context, staged } = contextFor({ action: { type: "document-ocr" } });
      const body = { doctype: "idcard" as const, front: testPng(800, 600).toString("base64"), back: testJpeg(800, 600).toString("base64") };
      const outcome = await documentOcr.check(body, context);
      expect(outcome).toMatchObject({ status: true, provider: { status: true, result: { method: "none" } } });
      expect(outcome.payload).toEqual({ doctype: "idcard", front: staged[0]?.url, back: staged[1]?.url, livePhoto: false });
      expect(staged.map((f) => [f.bucket, f.contentType])).toEqual([
        ["processes", "image/png"],
        ["processes", "image/jpeg"],
      ]);
    });

    it("fails (recorded) below the minimum resolution and rejects what is not an image", async () => {
      const { context } = contextFor({ action: { type: "document-ocr", settings: { minWidth: 640, minHeight: 400 } } });
      const small = await documentOcr.check({ doctype: "passport", front: testPng(320, 200).toString("base64") }, context);
      expect(small.status).toBe(false);
      expect(small.error?.message).toMatch(/front: image resolution 320x200 is below the minimum 640x400/);
      expect(
        await rejection(documentOcr.check({ doctype: "passport", front: Buffer.from("%PDF-1.4").toString("base64") }, context)),
      ).toMatch(/^BIOPMSSE400 front/);
      expect(await rejection(documentOcr.check({ doctype: "passport", front: "***" }, context))).toMatch(
        /^BIOPMSSE400 front: not valid Base64/,
      );
    });
  });

  it("face-compare passes templates to the provider", async () => {
    const { context } = contextFor({ action: { type: "face-compare-2d2d" } });
    expect(await faceCompare2d2d.check({ template1: "a", template2: "b" }, context)).toMatchObject({
      status: true,
      payload: { template1: "a", template2: "b", livePhoto: false },
    });
  });

  it("video-liveness accepts MP4/WebM only, into bucket videos", async () => {
    const { context, staged } = contextFor({ action: { type: "video-liveness" } });
    await videoLiveness.check({ video: Buffer.from("\0\0\0\x18ftypisom0000").toString("base64") }, context);
    expect(staged[0]?.bucket).toBe("videos");
    expect(await rejection(videoLiveness.check({ video: testPng(10, 10).toString("base64") }, context))).toMatch(/^BIOPMSSE400 video/);
  });

  it("videoconference moves on when postponed (with a callback in the future, or none), never by postpone: false nor during a call", async () => {
    const { context } = contextFor({ action: { type: "videoconference" } });
    const callback = { phone: { country: "PT", number: "912345678" }, email: "a@b.pt" };
    expect((await videoconference.check({ postpone: true }, context)).status).toBe(true);
    expect((await videoconference.check({ postpone: true, date: "2026-06-02T09:00:00Z", ...callback }, context)).status).toBe(true);
    expect((await videoconference.check({ postpone: true, date: "2026-05-01T09:00:00Z" }, context)).error?.message).toBe(
      "date: must be in the future",
    );
    expect(await rejection(videoconference.check({ postpone: false }, context))).toMatch(/^BIOPMCSE009 postpone: false is refused/);
    const inCall = { ...context, isCallOpen: async () => true };
    expect(await rejection(videoconference.check({ postpone: true }, inCall))).toMatch(/^BIOPMSSE409 The agent has opened the call/);
  });

  it("videoconference-schedule needs a future date", async () => {
    const { context } = contextFor({ action: { type: "videoconference-schedule" } });
    const base = { postpone: true, phone: { country: "PT", number: "912345678" }, email: "a@b.pt" };
    expect((await videoconferenceSchedule.check({ ...base, date: "2026-06-02T09:00:00Z" }, context)).status).toBe(true);
    expect((await videoconferenceSchedule.check({ ...base, date: "2026-05-01T09:00:00Z" }, context)).error?.message).toBe(
      "date: must be in the future",
    );
  });

  it("joint-ownership fails when a co-owner repeats", async () => {
    const user = { name: "A", email: "a@b.pt", phone: { country: "PT", number: "912345678" } };
    expect((await jointOwnership.check({ users: [user, { ...user, name: "B", email: "b@b.pt" }] })).status).toBe(true);
    expect((await jointOwnership.check({ users: [user, { ...user, email: "A@b.pt" }] })).status).toBe(false);
    expect(jointOwnership.schema.safeParse({ users: [] }).success).toBe(false);
  });
});
