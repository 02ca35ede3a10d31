import type { Hono } from "hono";
import { db } from "@/lib/db/client";
import { getFileContent } from "@/lib/service/files/get-file-content";
import { canJoinVideoconference, joinVideoconference } from "@/lib/service/processes/videoconference";
import { apiAnswer } from "../answer";
import { type JsonReply, withService } from "../with-service";

/** Endpoints 12–14: video conference checks and file download (Base64 text/plain). */
export function videoconferenceAndFileRoutes(app: Hono) {
  app.get(
    "/videoconference/:id/canjoin",
    withService({ needsApp: true }, async ({ context, param }) => ({
      code: "BIOPMSVS001",
      data: await canJoinVideoconference({ db: db(), accountId: context.accountId, processId: param("id") }),
    })),
  );
  app.post(
    "/videoconference/:id/join",
    withService({ needsApp: true, idempotent: true }, async ({ context, param, keep }) => {
      const joined = (data: { success: true }): JsonReply => ({ code: "BIOPMSVS003", data });
      return joined(
        await joinVideoconference({ db: db(), context, processId: param("id"), keepAnswer: keep && ((outcome) => keep(joined(outcome))) }),
      );
    }),
  );
  app.get(
    "/files/:bucket/:id",
    withService({ needsApp: false }, async ({ header, context, param }) => {
      const bytes = await getFileContent({
        db: db(),
        caller: context,
        bucket: param("bucket"),
        fileId: param("id"),
        processId: header("svc-process") || undefined,
      });
      return apiAnswer(bytes.toString("base64"), 200, { "Content-Type": "text/plain; charset=utf-8" });
    }),
  );
}
