/* The search lists' page size and date-range presets, apart from the schemas in search.ts (which load the schema library). */

/** Search page size: 6 per load. */
export const SEARCH_PAGE_SIZE = 6;

/** Date-range filter presets (DateRange): -1 all open postings, 0 expiring today, 1 or 3 expiring within months. */
export const DateRangePreset = { allOpen: -1, today: 0, oneMonth: 1, threeMonths: 3 } as const;
export const DATE_RANGE_PRESETS = [DateRangePreset.allOpen, DateRangePreset.threeMonths, DateRangePreset.oneMonth, DateRangePreset.today] as const;
