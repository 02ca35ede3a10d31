"use client";

import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { HistogramBin } from "@/lib/cases/cohort/score-histogram";
import { fillText } from "@/lib/i18n/format";
import { formatScore, type ScoreFormat } from "./score-format";

type Labels = { title: string; processes: string; thisProcess: string; threshold: string; range: string };

/** A score's histogram over the account's recent processes, the threshold dashed and this process's score solid. */
export function CohortHistogram({
  bins,
  score,
  threshold,
  isPassing,
  format,
  labels,
}: {
  bins: HistogramBin[];
  score: number;
  threshold: number | null;
  isPassing: boolean;
  format: ScoreFormat;
  labels: Labels;
}) {
  const data = bins.map((bin) => ({ ...bin, middle: (bin.from + bin.to) / 2 }));
  const edges = [...bins.map((bin) => bin.from), bins.at(-1)?.to ?? 0];
  const ticks = edges.filter((_, i) => edges.length <= 8 || i % Math.ceil(edges.length / 7) === 0);
  return (
    <div className="h-40 w-full" data-testid="cohort-chart" role="img" aria-label={labels.title}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 16, left: 0, right: 12, bottom: 0 }} barCategoryGap={1}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            type="number"
            dataKey="middle"
            domain={[edges[0] ?? 0, edges.at(-1) ?? 1]}
            ticks={ticks}
            tickFormatter={(value: number) => formatScore(value, format)}
            fontSize={10}
          />
          <YAxis allowDecimals={false} fontSize={10} width={32} />
          <Tooltip
            labelFormatter={(_, payload) => {
              const bin = payload?.[0]?.payload as HistogramBin | undefined;
              return bin ? fillText(labels.range, { from: formatScore(bin.from, format), to: formatScore(bin.to, format) }) : "";
            }}
            formatter={(value) => [String(value), labels.processes]}
          />
          <Bar dataKey="count" name={labels.processes} fill="#94a3b8" isAnimationActive={false} />
          {threshold !== null && (
            <ReferenceLine
              x={threshold}
              className="cohort-threshold"
              stroke="#1d4ed8"
              strokeDasharray="5 3"
              label={{ value: labels.threshold, position: "insideTopRight", fill: "#1d4ed8", fontSize: 10 }}
            />
          )}
          <ReferenceLine
            x={score}
            className="cohort-marker"
            stroke={isPassing ? "#047857" : "#b91c1c"}
            strokeWidth={2}
            label={{ value: labels.thisProcess, position: "top", fill: isPassing ? "#047857" : "#b91c1c", fontSize: 10 }}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
