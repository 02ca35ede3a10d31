import { AppLink } from "@/components/shell/app-link";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { CaseView } from "@/lib/cases/review-queue";
import type { Dictionary } from "@/lib/i18n/back-office/en";

/** Other processes with the same document or face: a link to each, the kind, the score (a document matches exactly) and how it ended. */
export function DuplicatesPanel({ duplicates, q }: { duplicates: CaseView["duplicates"]; q: Dictionary["queue"] }) {
  if (duplicates.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{q.case.noDuplicates}</p>;
  return (
    <ScrollRegion label={q.case.duplicates}>
      <table className="w-full text-left text-sm" data-testid="duplicates">
        <thead>
          <tr>
            <th scope="col">{q.columns.process}</th>
            <th scope="col">{q.columns.reference}</th>
            <th scope="col">{q.case.match}</th>
            <th scope="col">{q.case.score}</th>
            <th scope="col">{q.case.outcome}</th>
          </tr>
        </thead>
        <tbody>
          {duplicates.map((d) => (
            <tr key={`${d.otherProcessId}-${d.kind}`} data-testid="duplicate-row">
              <td className="font-mono">
                <AppLink href={d.href} className="underline">
                  {d.otherProcessId.slice(0, 8)}
                </AppLink>
              </td>
              <td>{d.reference ?? "–"}</td>
              <td>{q.case.kinds[d.kind]}</td>
              <td>{d.kind === "face" ? d.score.toFixed(2) : q.case.sameValue}</td>
              <td>{(q.case.outcomes as Record<string, string>)[d.outcome] ?? d.outcome}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
