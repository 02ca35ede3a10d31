"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DailyCount } from "@/lib/records/types";

export function DailyChart({
  days,
  labels,
}: {
  days: DailyCount[];
  labels: { started: string; finished: string; negative: string; title: string };
}) {
  return (
    <div className="h-64 w-full" data-testid="daily-chart" role="img" aria-label={labels.title}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days.map((d) => ({ ...d, day: d.day.slice(5) }))} margin={{ left: 0, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" fontSize={11} />
          <YAxis allowDecimals={false} fontSize={11} />
          <Tooltip />
          <Legend />
          <Bar dataKey="started" name={labels.started} fill="#1d4ed8" isAnimationActive={false} />
          <Bar dataKey="finished" name={labels.finished} fill="#047857" isAnimationActive={false} />
          <Bar dataKey="negative" name={labels.negative} fill="#b91c1c" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
