"use client";

import dynamic from "next/dynamic";

const placeholder = () => <div aria-hidden="true" className="h-64 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />;

/** recharts stays out of the overview's first load: the charts arrive just after the numbers. */
export const DailyChartLazy = dynamic(() => import("./daily-chart").then((m) => m.DailyChart), { ssr: false, loading: placeholder });
export const DropOffChartLazy = dynamic(() => import("./drop-off-chart").then((m) => m.DropOffChart), { ssr: false, loading: placeholder });
