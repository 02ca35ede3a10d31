"use client";

import dynamic from "next/dynamic";

/** recharts stays out of the case page's first load: the cohort charts arrive just after the record. */
export const CohortHistogramLazy = dynamic(() => import("./cohort-histogram").then((m) => m.CohortHistogram), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-40 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />,
});
