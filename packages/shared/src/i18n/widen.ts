/** A catalogue's shape with every text widened to string, so a translation must have the same keys. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
