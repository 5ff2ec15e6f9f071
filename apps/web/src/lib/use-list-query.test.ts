import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstListQuery, useListQuery } from './use-list-query.ts';

describe('a paged list', () => {
  it('first asks for the query that is asked for before its page is drawn', () => {
    for (const filters of [{}, { AdminOverride: true }, { AdminOverride: null, IsDisabled: false }]) {
      const { result } = renderHook(() => useListQuery({ filters }));
      expect(result.current.body).toEqual(firstListQuery(filters));
    }
  });
});
