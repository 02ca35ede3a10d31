import { z } from "zod";
import { ERRORS } from "@/lib/errors";
import { ZFlowStep } from "@/lib/service/contract/flow-schema";
import { ZSendEmail } from "@/lib/service/email/send-process-link";
import { ZCreateProcess } from "@/lib/service/processes/schemas";
import { SERVICE_VERSION } from "@/lib/service/version";
import { ACTIONS } from "@/lib/steps/registry";

type Schema = Record<string, unknown>;

const toSchema = (schema: z.ZodType): Schema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as Schema;

function stepBodySchemas(): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const action of ACTIONS) {
    if (action.kind === "single") out[`Step_${action.type}`] = { ...toSchema(action.schema), description: `Body of a ${action.type} step` };
    else {
      out[`Step_${action.type}_request`] = {
        ...toSchema(action.request),
        description: `First submission of a ${action.type} step: sends a code`,
      };
      out[`Step_${action.type}_verify`] = {
        ...toSchema(action.verify),
        description: `Second submission of a ${action.type} step: the code`,
      };
    }
  }
  return out;
}

const envelope = (data: Schema): Schema => ({
  type: "object",
  required: ["data", "meta", "status"],
  properties: {
    data,
    meta: { type: "object", properties: { message: { type: "string" }, code: { type: "string" } } },
    status: { type: "boolean" },
  },
});

type Endpoint = {
  method: string;
  path: string;
  summary: string;
  description?: string;
  app: boolean;
  success: { status: number; code: string; data: Schema };
  errors: string[];
  body?: Schema;
  params?: string[];
  processHeader?: boolean;
  /** Takes an Idempotency-Key. */
  idempotent?: boolean;
};

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const COMMON = ["BIOAMAGE001", "BIOAPPSE005", "BIOAMAGE012", "BIOPMSSE429", "BIOPMSSE500"];

const IDEMPOTENCY_KEY: Schema = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "A key the client chooses per intended change (e.g. a UUID), scoped to its credential and kept 24 hours. The same key " +
    "with the same request (method, path and JSON body, key order aside) gets the first answer again, status and body " +
    "byte for byte, with the header `Idempotent-Replayed: true`, and changes nothing more. The same key with another " +
    "request → 409 BIOPMIKE001. Requests with one key sent at the same time: the database lets only one of them change " +
    "the process, and the others answer what it answered. Only changes are kept: a refused request (400, 403, 404, 409) " +
    "keeps nothing, so its key may be used again; a failed check's 422 is kept.",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
};

const STEP_HEADER: Schema = {
  name: "svc-step",
  in: "header",
  required: false,
  description: "The id of the step the client means to submit; when the process is at another step → 409 BIOPMSSE409 and nothing changes.",
  schema: { type: "string" },
};

function endpoints(stepBodies: string[]): Endpoint[] {
  const stepView = ref("StepView");
  return [
    {
      method: "post",
      path: "/processes",
      summary: "Create a process from the account's active flow",
      app: true,
      idempotent: true,
      body: ref("CreateProcess"),
      success: { status: 201, code: "BIOPMPCS004", data: stepView },
      errors: ["BIOPMSCE002", "BIOFMFSE001", "BIOACASE006", "BIOPMSSE400", "BIOPMSSE415"],
    },
    {
      method: "get",
      path: "/processes/{id}",
      summary: "Read the process record",
      app: false,
      params: ["id"],
      success: { status: 200, code: "BIOPMPCS003", data: ref("ProcessRecord") },
      errors: ["BIOPMSSE006", "BIOACASE006"],
    },
    {
      method: "get",
      path: "/processes/{id}/step",
      summary: "Current step (or finished view)",
      app: true,
      params: ["id"],
      success: { status: 200, code: "BIOPMSCS001 | BIOPMSCS004", data: stepView },
      errors: ["BIOPMSSE006", "BIOACASE006"],
    },
    {
      method: "post",
      path: "/processes/{id}/step",
      summary: "Submit the current step",
      description:
        "Without `svc-step` or `Idempotency-Key`, each submission applies to whatever step is current when it arrives: a " +
        "retried or duplicated body that also fits the next step is applied to that step too. `svc-step` makes a " +
        "submission apply only at the step it names; `Idempotency-Key` makes a retry answer the first submission's answer.",
      app: true,
      idempotent: true,
      params: ["id"],
      body: { oneOf: stepBodies.map(ref) },
      success: { status: 200, code: "BIOPMSCS002 | BIOPMSCS004", data: stepView },
      errors: ["BIOPMSCE002", "BIOPMSSE006", "BIOACASE006", "BIOPMSSE400", "BIOPMSSE409", "BIOPMSSE413", "BIOPMSSE415", "BIOPMSSE422"],
    },
    {
      method: "post",
      path: "/processes/{id}/step/back",
      summary: "Go back to the previous step",
      app: true,
      idempotent: true,
      params: ["id"],
      success: { status: 200, code: "BIOPMSCS006", data: stepView },
      errors: ["BIOPMSCE002", "BIOPMSCE017", "BIOPMSSE006", "BIOPMSSE016", "BIOACASE006", "BIOPMSSE409"],
    },
    {
      method: "get",
      path: "/processes/{id}/nonce/{id0}",
      summary: "Validate a nonce",
      app: true,
      params: ["id", "id0"],
      success: { status: 200, code: "BIOPMPCS021", data: { type: "boolean", const: true } },
      errors: ["BIOPMPSE050", "BIOPMSCE002", "BIOPMSSE006", "BIOACASE006"],
    },
    {
      method: "get",
      path: "/accounts/init",
      summary: "Account bootstrap (system.fileMaxSize in bytes)",
      app: true,
      success: { status: 200, code: "BIOACACS008", data: ref("Bootstrap") },
      errors: [],
    },
    {
      method: "get",
      path: "/flows/me",
      summary: "The account's active flow",
      app: true,
      success: { status: 200, code: "BIOFMFCS008", data: ref("Flow") },
      errors: ["BIOFMFSE001", "BIOACASE006"],
    },
    {
      method: "get",
      path: "/providers/custom/face01/session-token",
      summary: "Session token (optional svc-process)",
      app: true,
      processHeader: true,
      success: { status: 200, code: "BIOZMCTS007", data: { type: "object", properties: { sessionToken: { type: "string" } } } },
      errors: ["BIOPMSCE002", "BIOPMSSE006", "BIOACASE006"],
    },
    {
      method: "get",
      path: "/providers/custom/face06/session-token",
      summary: "Session token (optional svc-process)",
      app: true,
      processHeader: true,
      success: {
        status: 200,
        code: "BIOIPCTS001",
        data: { type: "object", properties: { token: { type: "string" }, userId: { type: "string" }, baseUrl: { type: "string" } } },
      },
      errors: ["BIOPMSCE002", "BIOPMSSE006", "BIOACASE006"],
    },
    {
      method: "post",
      path: "/providers/custom/email01/send-email",
      summary: "E-mail the applicant a signed, expiring link to the process",
      description:
        "Takes no Idempotency-Key (400 when given): no transaction spans the mail server, so a single e-mail cannot be " +
        "promised. A repeated call sends one more e-mail whose link opens the same process.",
      app: true,
      body: ref("SendEmail"),
      success: { status: 200, code: "BIOEMCTS001", data: { type: "object", properties: { success: { type: "boolean" } } } },
      errors: ["BIOPMSCE002", "BIOPMSSE006", "BIOACASE006", "BIOPMSSE400", "BIOPMSSE413", "BIOPMSSE415"],
    },
    {
      method: "get",
      path: "/videoconference/{id}/canjoin",
      summary: "Whether the process is at a videoconference step",
      app: true,
      params: ["id"],
      success: { status: 200, code: "BIOPMSVS001", data: { type: "object", properties: { success: { type: "boolean" } } } },
      errors: ["BIOPMCSE008", "BIOPMSSE006", "BIOACASE006"],
    },
    {
      method: "post",
      path: "/videoconference/{id}/join",
      summary: "Record that the applicant joined the call",
      app: true,
      idempotent: true,
      params: ["id"],
      success: { status: 200, code: "BIOPMSVS003", data: { type: "object", properties: { success: { type: "boolean" } } } },
      errors: ["BIOPMCSE008", "BIOPMSSE006", "BIOACASE006", "BIOPMSSE409"],
    },
    {
      method: "get",
      path: "/files/{bucket}/{id}",
      summary: "File content as Base64 text/plain (svc-process for processes, videos, audios)",
      app: false,
      params: ["bucket", "id"],
      processHeader: true,
      success: { status: 200, code: "", data: { type: "string" } },
      errors: ["BIOPMSCE002", "BIOFLFSE004", "BIOACASE006"],
    },
  ];
}

let cached: Schema | undefined;

/** OpenAPI 3.1, generated from the same zod schemas the service validates with. */
export function openApiDocument(): Schema {
  if (cached) return cached;
  const bodies = stepBodySchemas();
  const paths: Record<string, Record<string, Schema>> = {};
  for (const e of endpoints(Object.keys(bodies))) {
    const parameters: Schema[] = [
      { name: "svc-credential", in: "header", required: true, schema: { type: "string" } },
      ...(e.app ? [{ name: "svc-app", in: "header", required: true, schema: { type: "string" } }] : []),
      ...(e.processHeader ? [{ name: "svc-process", in: "header", required: false, schema: { type: "string" } }] : []),
      ...(e.path === "/processes/{id}/step" && e.method === "post" ? [STEP_HEADER] : []),
      ...(e.idempotent ? [IDEMPOTENCY_KEY] : []),
      ...(e.params ?? []).map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
    ];
    const responses: Record<string, Schema> = {
      [String(e.success.status)]: e.path.startsWith("/files")
        ? { description: "Base64 of the file", content: { "text/plain": { schema: { type: "string" } } } }
        : { description: e.success.code, content: { "application/json": { schema: envelope(e.success.data) } } },
    };
    for (const code of [...e.errors, ...(e.idempotent ? ["BIOPMIKE001"] : []), ...COMMON]) {
      const { status, message } = ERRORS[code as keyof typeof ERRORS];
      const key = String(status);
      const previous = (responses[key]?.description as string | undefined) ?? "";
      responses[key] = {
        description: previous ? `${previous}; ${code} ${message}` : `${code} ${message}`,
        content: { "application/json": { schema: ref("Failure") } },
      };
    }
    paths[e.path] ??= {};
    (paths[e.path] as Record<string, Schema>)[e.method] = {
      summary: e.summary,
      ...(e.description ? { description: e.description } : {}),
      parameters,
      ...(e.body
        ? { requestBody: { required: e.method === "post" && e.path !== "/processes", content: { "application/json": { schema: e.body } } } }
        : {}),
      responses,
    };
  }
  const step = toSchema(ZFlowStep);
  cached = {
    openapi: "3.1.0",
    info: { title: "Identity verification process service", version: SERVICE_VERSION },
    servers: [{ url: "/api" }],
    paths,
    components: {
      schemas: {
        ...bodies,
        CreateProcess: toSchema(ZCreateProcess),
        SendEmail: toSchema(ZSendEmail),
        FlowStep: step,
        Flow: {
          type: "object",
          properties: { id: { type: "string" }, name: { type: "string" }, steps: { type: "array", items: ref("FlowStep") } },
        },
        StepView: {
          type: "object",
          description: "Step view, or { finished: true } when the process is finished",
          properties: {
            processId: { type: "string" },
            flowId: { type: "string" },
            step: ref("FlowStep"),
            path: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } },
            completedSteps: { type: "object", properties: { id: { type: "string" }, name: { type: "string" }, type: { type: "string" } } },
            nonce: { type: "object", properties: { id: { type: "string" }, expiresAt: { type: "string", format: "date-time" } } },
            finished: { type: "boolean" },
          },
        },
        ProcessRecord: { type: "object", description: "See docs/api.md for every field" },
        Bootstrap: { type: "object", description: "See docs/api.md for every field" },
        Failure: envelope({ type: "object", maxProperties: 0 }),
      },
    },
  };
  return cached;
}
