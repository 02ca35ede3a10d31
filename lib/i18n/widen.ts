/** A dictionary's shape with every text widened to string: what another language must fill, key for key. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
