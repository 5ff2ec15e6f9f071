import { DateRangePreset } from '@boardmatch/shared';

/** The name of each date range preset (a key of browse.dateRanges and candidateSearch.dateRanges). */
export const DATE_RANGE_KEYS: Record<number, 'allOpen' | 'threeMonths' | 'oneMonth' | 'today'> = {
  [DateRangePreset.allOpen]: 'allOpen',
  [DateRangePreset.threeMonths]: 'threeMonths',
  [DateRangePreset.oneMonth]: 'oneMonth',
  [DateRangePreset.today]: 'today',
};
