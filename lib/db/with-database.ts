import { type Db, db } from "./client";

type Bound<F> = F extends (database: Db, ...args: infer A) => infer R ? (...args: A) => R : never;

/**
 * Domain functions with this installation's database as their first argument: what pages, routes and actions
 * call (tests and the operator tool pass their own database to the same functions).
 */
export function withDatabase<F extends Record<string, (database: Db, ...args: never[]) => unknown>>(
  functions: F,
): { [K in keyof F]: Bound<F[K]> } {
  return Object.fromEntries(Object.entries(functions).map(([name, fn]) => [name, (...args: never[]) => fn(db(), ...args)])) as {
    [K in keyof F]: Bound<F[K]>;
  };
}
