/** What every declared action type says about itself: one submission, or a code request and then its verification. */
export type TypeTraits = { submissions: 1 | 2 };

/** The names a family declares, in its table's order. */
export function typeNames<T extends string>(table: Record<T, TypeTraits>): T[] {
  return Object.keys(table) as T[];
}

/** One value per type of a family's table: how the registry and the maps are keyed without restating the names. */
export function byType<T extends string, V>(table: Record<T, TypeTraits>, make: (type: T) => V): Record<T, V> {
  return Object.fromEntries(typeNames(table).map((type) => [type, make(type)])) as Record<T, V>;
}

/** Whether a stored action name (a step record's, a flow's) is one of the family's types. */
export function isTypeOf<T extends string>(table: Record<T, TypeTraits>, action: string): action is T {
  return Object.hasOwn(table, action);
}
