import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from './i18n.ts';
import { useDisplay } from './use-display.ts';

describe('useDisplay().day', () => {
  it("shows a day as the spec does, YYYY-MMM-DD, in the page's language", async () => {
    initI18n('en');
    const { result, rerender } = renderHook(() => useDisplay());
    expect(result.current.day('2026-11-05')).toBe('2026-Nov-05');
    expect(result.current.day('2027-01-31T10:00:00.000Z')).toBe('2027-Jan-31');
    expect(result.current.day(null)).toBe('');
    await i18next.changeLanguage('fr');
    rerender();
    expect(result.current.day('2026-02-05')).toBe('2026-Févr-05');
    expect(['2026-07-01', '2026-08-15', '2026-12-31'].map(result.current.day)).toEqual(['2026-Juill-01', '2026-Août-15', '2026-Déc-31']);
    await i18next.changeLanguage('en');
  });
});

describe('useDisplay().dateTime', () => {
  it('shows an application date as the spec does: YYYY-MMM-DD, then the time', async () => {
    initI18n('en');
    const { result, rerender } = renderHook(() => useDisplay());
    const at = new Date(2026, 10, 5, 14, 7).toISOString();
    expect(result.current.dateTime(at)).toBe('2026-Nov-05 02:07 p.m.');
    expect(result.current.dateTime(new Date(2026, 10, 5, 0, 5).toISOString())).toBe('2026-Nov-05 12:05 a.m.');
    expect(result.current.dateTime(new Date(2026, 10, 5, 12, 5).toISOString())).toBe('2026-Nov-05 12:05 p.m.');
    expect(result.current.dateTime('not a date')).toBe('');
    await i18next.changeLanguage('fr');
    rerender();
    expect(result.current.dateTime(at)).toBe('2026-Nov-05 14 h 07');
    await i18next.changeLanguage('en');
  });
});

describe('useDisplay().localDay and month', () => {
  it("shows an instant as the reader's own calendar day, and a month as YYYY-MMM", async () => {
    initI18n('en');
    const { result, rerender } = renderHook(() => useDisplay());
    // Late in the evening here is already tomorrow in UTC: the day shown is the reader's.
    expect(result.current.localDay(new Date(2026, 10, 5, 23, 30).toISOString())).toBe('2026-Nov-05');
    expect(result.current.localDay(null)).toBe('');
    expect(result.current.localDay('not a date')).toBe('');
    expect(result.current.month('2024-09-01')).toBe('2024-Sep');
    await i18next.changeLanguage('fr');
    rerender();
    expect(result.current.month('2024-07-01')).toBe('2024-Juill');
    expect(result.current.localDay(new Date(2026, 1, 5, 8, 0).toISOString())).toBe('2026-Févr-05');
    await i18next.changeLanguage('en');
  });
});
