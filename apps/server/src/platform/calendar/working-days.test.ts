import { describe, expect, it } from 'vitest';
import { addWorkingDays, dayIn, isWorkingDay, publicHolidays, workingDaysBetween } from './working-days.ts';

describe('working days', () => {
  it('skips weekends', () => {
    // Friday 5 March 2027 plus one working day is Monday the 8th.
    expect(addWorkingDays('2027-03-05', 1, 'ON')).toBe('2027-03-08');
    expect(addWorkingDays('2027-03-01', 5, 'ON')).toBe('2027-03-08');
    expect(addWorkingDays('2027-03-01', 10, 'ON')).toBe('2027-03-15');
    expect(isWorkingDay('2027-03-06', 'ON')).toBe(false);
    expect(isWorkingDay('2027-03-07', 'ON')).toBe(false);
    expect(workingDaysBetween('2027-03-05', '2027-03-07', 'ON')).toBe(0);
    expect(workingDaysBetween('2027-03-05', '2027-03-08', 'ON')).toBe(1);
    expect(workingDaysBetween('2027-03-08', '2027-03-08', 'ON')).toBe(0);
    expect(workingDaysBetween('2027-03-09', '2027-03-08', 'ON')).toBe(0);
  });

  it("skips a holiday in the province that keeps it and not in another: 24 June in Quebec only", () => {
    // Thursday 24 June 2027: Fête nationale in Quebec, a working day in Ontario.
    expect(isWorkingDay('2027-06-24', 'QC')).toBe(false);
    expect(isWorkingDay('2027-06-24', 'ON')).toBe(true);
    expect(addWorkingDays('2027-06-23', 1, 'QC')).toBe('2027-06-25');
    expect(addWorkingDays('2027-06-23', 1, 'ON')).toBe('2027-06-24');
    expect(workingDaysBetween('2027-06-21', '2027-06-25', 'QC')).toBe(3);
    expect(workingDaysBetween('2027-06-21', '2027-06-25', 'ON')).toBe(4);
    // Family Day (third Monday of February) in Ontario, not in Quebec.
    expect(isWorkingDay('2027-02-15', 'ON')).toBe(false);
    expect(isWorkingDay('2027-02-15', 'QC')).toBe(true);
  });

  it('skips Canada Day everywhere, and a charity without a province keeps the national holidays', () => {
    for (const province of ['ON', 'QC', 'BC', 'NS', null]) expect(isWorkingDay('2027-07-01', province)).toBe(false);
    // Wednesday 30 June 2027 plus 1 working day: Friday 2 July.
    expect(addWorkingDays('2027-06-30', 1, null)).toBe('2027-07-02');
    // Good Friday is national; 24 June and Family Day are not.
    expect(isWorkingDay('2027-03-26', null)).toBe(false);
    expect(isWorkingDay('2027-06-24', null)).toBe(true);
    expect(isWorkingDay('2027-02-15', null)).toBe(true);
    // An unknown code falls back to the national holidays rather than failing.
    expect(publicHolidays('ZZ', 2027)).toEqual(publicHolidays(null, 2027));
  });

  it('counts across the new year with its holidays', () => {
    // Friday 29 December 2028; Monday 1 January 2029 is New Year's Day.
    expect(addWorkingDays('2028-12-29', 1, 'ON')).toBe('2029-01-02');
    // Christmas (Monday 25) and Boxing Day (Tuesday 26) in Ontario leave 27, 28, 29 December and 2 January.
    expect(workingDaysBetween('2028-12-22', '2029-01-02', 'ON')).toBe(4);
  });

  it('reads the day an instant falls on in a time zone', () => {
    expect(dayIn(new Date('2027-03-10T03:00:00Z'), 'America/Toronto')).toBe('2027-03-09');
    expect(dayIn(new Date('2027-03-10T05:00:00Z'), 'America/Toronto')).toBe('2027-03-10');
  });
});
