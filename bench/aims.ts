/** How every bench says whether a figure met its aim. */
export const verdict = (isMet: boolean) => (isMet ? "met" : "NOT met");

/** The run's aims, each with its figure and verdict, on one line under the bench's table. */
export function printAims(aims: string[]): void {
  console.log(`\nAims: ${aims.join("; ")}`);
}
