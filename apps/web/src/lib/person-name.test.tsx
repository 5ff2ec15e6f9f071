import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from './i18n.ts';
import { isErased, usePersonName } from './person-name.ts';

describe('usePersonName', () => {
  it("names a person, and an erased account 'Deleted user' in the page's language, never a blank", async () => {
    initI18n('en');
    const { result, rerender } = renderHook(() => usePersonName());
    expect(result.current({ firstName: 'Jordan', lastName: 'Lee' })).toBe('Jordan Lee');
    expect(result.current({ firstName: '', lastName: '' })).toBe('Deleted user');
    expect(result.current({ firstName: '', lastName: '', email: 'deleted-12@deleted.invalid' })).toBe('Deleted user');
    // A staff member without a name is not erased: the address names them.
    expect(isErased({ firstName: null, lastName: null, email: 'pat@example.org' })).toBe(false);
    await i18next.changeLanguage('fr');
    rerender();
    expect(result.current({ firstName: '', lastName: '' })).toBe('Utilisateur supprimé');
    await i18next.changeLanguage('en');
  });
});
