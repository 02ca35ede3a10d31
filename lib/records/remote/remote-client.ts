import { z } from "zod";
import { AppError } from "@/lib/errors";
import type { ProcessRecordView } from "@/lib/service/contract/record-view";

/** A remote call that failed: what happened in words a reviewer can act on (never the credential, never a body). */
export class RemoteServiceError extends AppError<"remote-failed"> {
  constructor(message: string) {
    super("remote-failed", message);
    this.name = "RemoteServiceError";
  }
}

/** A page's way to show a remote failure plainly: its message; anything else is rethrown (a bug, for the error page). */
export function remoteFailure(error: unknown): { failure: string } {
  if (error instanceof RemoteServiceError) return { failure: error.message };
  throw error;
}

const ZEnvelope = z.object({ data: z.unknown(), meta: z.object({ code: z.string(), message: z.string() }) });

const ZEvent = z.looseObject({ type: z.string(), createdAt: z.string() });
const ZStepRecord = z.looseObject({
  type: z.string(),
  action: z.string(),
  status: z.boolean(),
  payload: z.record(z.string(), z.unknown()),
  stepId: z.string(),
  createdAt: z.string(),
});
const ZProcessRecord = z.looseObject({
  id: z.string().min(1),
  flow: z.looseObject({ name: z.string().optional(), steps: z.array(z.unknown()) }),
  data: z.array(ZStepRecord),
  events: z.array(ZEvent),
  negativeFinish: z.boolean(),
  status: z.string(),
  lang: z.string(),
  appId: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

const ZSuccess = z.object({ success: z.boolean() });

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type RemoteClientOptions = { baseUrl: string; credential: string; timeoutMs: number };

/** The spec's API of a remote process service, as the back office uses it (svc-credential; svc-process for files). */
export type RemoteClient = {
  /** The process record, or null when this credential's account has no such process (404 BIOPMSSE006). */
  processRecord(processId: string): Promise<ProcessRecordView | null>;
  /** A stored file's bytes (the API answers Base64 text), or null when there is no such file. */
  file(bucket: string, fileId: string, processId: string): Promise<Buffer | null>;
  /** The spec's send-email (template `link`) as the process's application: whether the remote service sent it. */
  sendLink(appId: string, body: { processId: string; email: string; name: string }): Promise<{ sent: boolean }>;
  /** The spec's canjoin: whether the applicant waits in a video-call step now, or the remote service's reason why not. */
  canJoin(appId: string, processId: string): Promise<{ canJoin: boolean; reason?: string }>;
};

export function createRemoteClient({ baseUrl, credential, timeoutMs }: RemoteClientOptions): RemoteClient {
  const root = baseUrl.replace(/\/$/, "");

  /** One call with a deadline: every failure becomes a RemoteServiceError naming the endpoint, never a crash. */
  async function call(path: string, headers: Record<string, string> = {}, body?: unknown): Promise<{ status: number; text: string }> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { "svc-credential": credential, "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const isTimeout = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new RemoteServiceError(
        isTimeout ? `The remote service did not answer within ${timeoutMs / 1000} s.` : "The remote service could not be reached.",
      );
    }
    try {
      return { status: response.status, text: await response.text() };
    } catch {
      throw new RemoteServiceError("The remote service's answer was cut off.");
    }
  }

  /** The envelope of an answer, or why it is not one. */
  function envelopeOf(status: number, text: string) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = ZEnvelope.safeParse(json);
    if (!parsed.success) {
      if (status >= 400) throw new RemoteServiceError(`The remote service failed (HTTP ${status}).`);
      throw new RemoteServiceError("The remote service answered something that is not the spec's envelope.");
    }
    return parsed.data;
  }

  /** The `{success: boolean}` of a 200 answer, or the remote service's refusal. */
  function successOf(status: number, text: string, what: string): boolean {
    const envelope = envelopeOf(status, text);
    if (status !== 200)
      throw new RemoteServiceError(`The remote service refused ${what} (HTTP ${status}, ${envelope.meta.code}: ${envelope.meta.message}).`);
    const data = ZSuccess.safeParse(envelope.data);
    if (!data.success) throw new RemoteServiceError(`The remote service's answer to ${what} is not in the spec's shape.`);
    return data.data.success;
  }

  return {
    async processRecord(processId) {
      const { status, text } = await call(`/processes/${encodeURIComponent(processId)}`);
      const envelope = envelopeOf(status, text);
      if (status === 404 && envelope.meta.code === "BIOPMSSE006") return null;
      if (status !== 200)
        throw new RemoteServiceError(`The remote service refused (HTTP ${status}, ${envelope.meta.code}: ${envelope.meta.message}).`);
      const record = ZProcessRecord.safeParse(envelope.data);
      if (!record.success || record.data.id !== processId)
        throw new RemoteServiceError("The remote service's process record is not in the spec's shape.");
      return record.data as unknown as ProcessRecordView;
    },

    async file(bucket, fileId, processId) {
      const { status, text } = await call(`/files/${encodeURIComponent(bucket)}/${encodeURIComponent(fileId)}`, {
        "svc-process": processId,
      });
      if (status === 200) {
        const body = text.trim();
        if (!BASE64.test(body)) throw new RemoteServiceError("The remote service's file is not Base64 text.");
        return Buffer.from(body, "base64");
      }
      const envelope = envelopeOf(status, text);
      if (status === 404) return null;
      if (status === 403 && envelope.meta.code === "BIOPMSCE002")
        throw new RemoteServiceError(
          "The remote service no longer serves this file: the process is finished (BIOPMSCE002), and the spec serves files of running processes only.",
        );
      throw new RemoteServiceError(
        `The remote service refused the file (HTTP ${status}, ${envelope.meta.code}: ${envelope.meta.message}).`,
      );
    },

    async sendLink(appId, body) {
      const { status, text } = await call("/providers/custom/email01/send-email", { "svc-app": appId }, { template: "link", ...body });
      return { sent: successOf(status, text, "to send the link") };
    },

    async canJoin(appId, processId) {
      const { status, text } = await call(`/videoconference/${encodeURIComponent(processId)}/canjoin`, { "svc-app": appId });
      if (status === 200) return { canJoin: successOf(status, text, "the call check") };
      const envelope = envelopeOf(status, text);
      return {
        canJoin: false,
        reason: `The remote service says the call cannot be joined (${envelope.meta.code}: ${envelope.meta.message}).`,
      };
    },
  };
}
