import { Counter, Gauge, Histogram, Registry } from "prom-client";

function createMetrics() {
  const registry = new Registry();
  return {
    registry,
    httpRequests: new Counter({
      name: "idv_http_requests_total",
      help: "HTTP requests answered, by route pattern, method and status.",
      labelNames: ["route", "method", "status"] as const,
      registers: [registry],
    }),
    httpRequestSeconds: new Histogram({
      name: "idv_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route pattern and method.",
      labelNames: ["route", "method"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    }),
    stepSubmissions: new Counter({
      name: "idv_step_submissions_total",
      help: "Step submissions through the API, by the step's action type and outcome (advanced, stayed, failed, finished or the refusal's code).",
      labelNames: ["action_type", "outcome"] as const,
      registers: [registry],
    }),
    signInFailures: new Counter({
      name: "idv_sign_in_failures_total",
      help: "Staff sign-ins refused (password, second factor or SSO).",
      registers: [registry],
    }),
  };
}

// On globalThis: scripts/server.ts and Next's bundles each load their own copy of this module, and a sign-in failure
// counted in Next's copy must show in the /metrics that the server's copy serves.
const globalForMetrics = globalThis as unknown as { idvMetrics?: ReturnType<typeof createMetrics> };
globalForMetrics.idvMetrics ??= createMetrics();

/** This server process's metrics (each app server keeps its own; Prometheus sums them). */
export const { registry: metricsRegistry, httpRequests, httpRequestSeconds, stepSubmissions, signInFailures } = globalForMetrics.idvMetrics;

/** Gauges read when scraped: the analysis pool's queue and the job backlog. */
export function registerScrapedGauges(read: { analysisQueueLength: () => number; jobBacklog: () => Promise<Record<string, number>> }) {
  metricsRegistry.removeSingleMetric("idv_analysis_pool_queue_length");
  metricsRegistry.removeSingleMetric("idv_job_backlog");
  new Gauge({
    name: "idv_analysis_pool_queue_length",
    help: "Analysis tasks waiting for a worker thread.",
    registers: [metricsRegistry],
    collect() {
      this.set(read.analysisQueueLength());
    },
  });
  new Gauge({
    name: "idv_job_backlog",
    help: "Jobs in the Job table (evidence, webhook deliveries, recurring jobs...) not yet done, by kind.",
    labelNames: ["kind"] as const,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const [kind, count] of Object.entries(await read.jobBacklog())) this.set({ kind }, count);
    },
  });
}
