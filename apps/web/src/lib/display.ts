import { Involvement, type UserInvolvement } from '@boardmatch/shared';

export const PROVIDER_NAME = 'BoardMatch';
export const ELLIPSIS = '...';

/** Cuts a text to max characters and adds an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}${ELLIPSIS}` : text;
}

/** Cities are stored lower-case and shown title-cased: 'thunder bay' -> 'Thunder Bay', "st. john's" -> "St. John's". */
export function titleCase(city: string): string {
  return city.replace(/(^|[\s\-.])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** The user name in the menu: shortened to about 9 characters when longer than 19. */
export function shortenUserName(name: string): string {
  return name.length > 19 ? `${name.slice(0, 9).trimEnd()}${ELLIPSIS}` : name;
}

/** Menu subtitles ('BoardMatch Admin View', 'Candidate View', '{charity name} View') truncate at 14 characters. */
export function truncateSubtitle(subtitle: string): string {
  return truncate(subtitle, 14);
}

/** The role label truncates at 12 characters. */
export function truncateRoleLabel(label: string): string {
  return truncate(label, 12);
}

/** Display names: the provider upper-cased for staff, the provider followed by PLEDGER for a candidate, the upper-cased charity name for a representative. */
export function involvementDisplayName(involvement: Pick<UserInvolvement, 'involvement' | 'charityName' | 'name'>): string {
  switch (involvement.involvement) {
    case Involvement.boardmatch:
      return PROVIDER_NAME.toUpperCase();
    case Involvement.candidate:
      return `${PROVIDER_NAME} PLEDGER`;
    default:
      return (involvement.charityName ?? involvement.name).toUpperCase();
  }
}

/** Involvement colours: red admin, green candidate, blue charity. */
export const INVOLVEMENT_COLOURS = {
  boardmatch: '#c62828',
  candidate: '#2e7d32',
  charityRepresentative: '#1565c0',
} as const;

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
