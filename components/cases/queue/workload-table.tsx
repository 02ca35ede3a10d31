import type { Dictionary } from "@/lib/i18n/back-office/en";

/** Open and overdue cases per reviewer (unassigned ones on their own row). */
export function WorkloadTable({
  rows,
  q,
}: {
  rows: { assigneeEmail: string | null; open: number; overdue: number }[];
  q: Dictionary["queue"];
}) {
  return (
    <section aria-labelledby="workload" className="space-y-2 text-sm">
      <h2 id="workload" className="font-semibold">
        {q.workload}
      </h2>
      <table className="text-left" data-testid="workload">
        <thead>
          <tr>
            <th scope="col" className="pr-4">
              {q.workloadReviewer}
            </th>
            <th scope="col" className="pr-4">
              {q.workloadOpen}
            </th>
            <th scope="col">{q.workloadOverdue}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.assigneeEmail ?? "none"}>
              <td className="pr-4">{row.assigneeEmail ?? q.unassigned}</td>
              <td className="pr-4">{row.open}</td>
              <td className={row.overdue ? "font-semibold text-red-800 dark:text-red-300" : ""}>{row.overdue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
