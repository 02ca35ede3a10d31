import type { JobDeclaration } from "@/lib/jobs/job-registry";
import { deliverWebhook } from "./deliver-webhook";

// A receiver may be down for hours: its deliveries keep trying hourly until they give up after 24 h.
export const WEBHOOK_JOBS: JobDeclaration[] = [{ kind: "webhook", run: deliverWebhook, maxBackoffMs: 60 * 60_000 }];
