"use client";

import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from "recharts";

/** A face score against its threshold: one bar and a dashed line where the pass mark sits. */
export default function ScoreChart({
  score,
  threshold,
  labels,
}: {
  score: number;
  threshold: number | null;
  labels: { score: string; threshold: string };
}) {
  const max = Math.max(1, score, threshold ?? 0);
  const isPass = threshold === null || score >= threshold;
  return (
    <div
      className="h-40 w-full max-w-md"
      data-testid="score-chart"
      role="img"
      aria-label={`${labels.score} ${score}${threshold !== null ? `, ${labels.threshold} ${threshold}` : ""}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[{ name: labels.score, score }]} layout="vertical" margin={{ left: 8, right: 24 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[0, max]} tickCount={6} />
          <YAxis type="category" dataKey="name" width={70} />
          <Bar dataKey="score" fill={isPass ? "#047857" : "#b91c1c"} isAnimationActive={false} barSize={28} />
          {threshold !== null && (
            <ReferenceLine
              x={threshold}
              stroke="#1d4ed8"
              strokeDasharray="6 3"
              label={{ value: labels.threshold, position: "top", fill: "#1d4ed8" }}
            />
          )}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
