import { describe, expect, it } from 'vitest';
import { appStyleCache } from './painted-styles.ts';

describe('the app style cache', () => {
  it('marks the painted sheet names as inserted and leaves the sheet where it is', () => {
    document.head.innerHTML = '<style data-painted="css a1 b2">.css-a1{}.css-b2{}</style><title>x</title>';
    const sheet = document.head.firstElementChild;
    const cache = appStyleCache();
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(document.head.firstElementChild).toBe(sheet);
  });

  it('ignores a sheet of another key', () => {
    document.head.innerHTML = '<style data-painted="other c3">.other-c3{}</style>';
    expect(appStyleCache().inserted).not.toHaveProperty('c3');
  });
});
