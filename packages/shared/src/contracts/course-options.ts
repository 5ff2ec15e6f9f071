/* The course form's id rule and a course's address, apart from the schemas in courses.ts (which load the schema
   library). */

/**
 * Course form (spec 3, section 5): the course id is stripped of non-digits and made an integer, or null when
 * nothing numeric is left (then it is required).
 */
export function normalizeCourseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\D/g, '');
  if (!digits) return null;
  const n = Number.parseInt(digits, 10);
  return n > 0 ? n : null;
}

/** The course's address on the learning site: Thinkific's slug is the kebab-case of the course name. */
export function courseSlug(courseName: string): string {
  return courseName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
