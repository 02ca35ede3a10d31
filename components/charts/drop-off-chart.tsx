"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export function DropOffChart({
  steps,
  labels,
}: {
  steps: { stepName: string; waiting: number }[];
  labels: { waiting: string; title: string };
}) {
  return (
    <div className="h-64 w-full" data-testid="drop-off-chart" role="img" aria-label={labels.title}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={steps} layout="vertical" margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} fontSize={11} />
          <YAxis type="category" dataKey="stepName" width={140} fontSize={11} />
          <Tooltip />
          <Bar dataKey="waiting" name={labels.waiting} fill="#b45309" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
