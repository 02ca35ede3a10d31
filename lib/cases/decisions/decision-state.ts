// Callers read a process's decisions by process and apply these tests in code: asked for a status too, SQLite (which
// keeps no statistics unless ANALYZE runs) walked the (status, createdAt) index over every final decision of the
// installation instead of the few decisions of the processes asked for (400 ms a page at 566,000 decisions).

/** In force on the case: final, or waiting for a second reviewer's confirmation. */
export const isInForce = (decision: { status: string }) => decision.status === "final" || decision.status === "pending";

/** The process's last word: final and not superseded since. */
export const isStandingFinal = (decision: { status: string; supersededAt: Date | null }) =>
  decision.status === "final" && decision.supersededAt === null;
