import { describe, expect, it } from 'vitest';
import { catalogues } from '@boardmatch/shared';
import { mergeAreas } from '../../../packages/shared/src/i18n/merge-areas.ts';

/** Every 'a.b.c' path to a text, arrays included by index. */
function textPaths(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as object).flatMap(([key, value]) => textPaths(value, prefix ? `${prefix}.${key}` : key));
}

function textAt(catalogue: object, path: string): string {
  return path.split('.').reduce<any>((node, part) => node[part], catalogue) as string;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('refuses two areas defining the same top-level key, at type-check and at load', () => {
    const first = { common: { cancel: 'Cancel' } } as const;
    const second = { common: { save: 'Save' } } as const;
    // @ts-expect-error 'common' is defined by both areas
    expect(() => mergeAreas(first, second)).toThrow("Catalogue key 'common' is defined by two areas");
    expect(mergeAreas(first, { other: { save: 'Save' } })).toEqual({ common: { cancel: 'Cancel' }, other: { save: 'Save' } });
  });

  it('gives the French catalogue exactly the English keys', () => {
    expect(textPaths(catalogues.fr).sort()).toEqual(textPaths(catalogues.en).sort());
  });

  it('keeps the placeholders of every English text in its French text', () => {
    const differing = textPaths(catalogues.en).filter((path) => placeholders(textAt(catalogues.en, path)).join() !== placeholders(textAt(catalogues.fr, path)).join());
    expect(differing).toEqual([]);
  });
});
