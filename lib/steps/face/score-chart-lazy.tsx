"use client";

import dynamic from "next/dynamic";

/** recharts is fetched only when a record actually draws a face score. */
export const ScoreChartLazy = dynamic(() => import("./score-chart"), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-40 w-full max-w-md animate-pulse rounded bg-slate-200 dark:bg-slate-800" />,
});
