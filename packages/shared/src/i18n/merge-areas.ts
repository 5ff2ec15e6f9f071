/** The top-level keys that appear in more than one of the areas. */
export type DuplicatedKeys<T extends readonly object[], Seen extends PropertyKey = never> = T extends readonly [infer Head extends object, ...infer Rest extends readonly object[]]
  ? Extract<keyof Head, Seen> | DuplicatedKeys<Rest, Seen | keyof Head>
  : never;

/** Intersecting with this makes a call with a duplicated key a type error that names the key. */
type NoDuplicates<T extends readonly object[]> = [DuplicatedKeys<T>] extends [never] ? unknown : { duplicatedKey: DuplicatedKeys<T> };

type MergeAll<T extends readonly object[]> = T extends readonly [infer Head extends object, ...infer Rest extends readonly object[]] ? Head & MergeAll<Rest> : unknown;
type Flatten<T> = { [K in keyof T]: T[K] };

/**
 * Joins a catalogue's area files into one catalogue. Two areas defining the same top-level key would
 * silently overwrite each other in a spread; here it fails type-checking and throws when the catalogue loads.
 */
export function mergeAreas<const T extends readonly object[]>(...areas: T & NoDuplicates<T>): Flatten<MergeAll<T>> {
  const merged: Record<string, unknown> = {};
  for (const area of areas as readonly object[]) {
    for (const [key, value] of Object.entries(area)) {
      if (Object.hasOwn(merged, key)) throw new Error(`Catalogue key '${key}' is defined by two areas`);
      merged[key] = value;
    }
  }
  return merged as Flatten<MergeAll<T>>;
}
