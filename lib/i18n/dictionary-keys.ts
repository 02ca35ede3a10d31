/** Every key path of a dictionary ("case.decision.outcomes.approved"), texts and text functions alike. */
export function keyPaths(dictionary: object, prefix = ""): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    value !== null && typeof value === "object" && !Array.isArray(value) ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The key paths one dictionary has and the other lacks, each way. */
export function missingKeys(a: object, b: object): { missingInA: string[]; missingInB: string[] } {
  const [keysA, keysB] = [new Set(keyPaths(a)), new Set(keyPaths(b))];
  return { missingInA: [...keysB].filter((k) => !keysA.has(k)), missingInB: [...keysA].filter((k) => !keysB.has(k)) };
}
