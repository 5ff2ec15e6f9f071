import { nameCollator, referenceName, type Language, type SkillsMatrix, type TermEnding, type WantedSkillSource } from '@boardmatch/shared';
import type { SeatRow } from './board-terms.repository.ts';
import type { MatrixData } from './skills-matrix.ts';
import { daysBetween } from '../../platform/calendar/days.ts';

const positionName = (seat: Pick<SeatRow, 'positionName' | 'positionIsDefault'>, language: Language) =>
  seat.positionIsDefault ? referenceName('positions', seat.positionName, language) : seat.positionName;

/** The matrix as the Board page reads it: gaps first, then the other wanted skills, then the rest, each by name. */
export function presentSkillsMatrix(data: MatrixData, skillNames: { id: number; name: string }[], language: Language): SkillsMatrix {
  const names = new Map(skillNames.map((s) => [s.id, referenceName('skills', s.name, language)]));
  const gaps = new Set(data.gaps);
  const ids = [...new Set([...data.members.flatMap((m) => m.skillIds), ...data.wanted.keys()])].filter((id) => names.has(id));
  const rank = (id: number) => (gaps.has(id) ? 0 : data.wanted.has(id) ? 1 : 2);
  const collator = nameCollator(language);
  ids.sort((a, b) => rank(a) - rank(b) || collator.compare(names.get(a)!, names.get(b)!));
  return {
    members: data.members.map(({ seat }) => ({ mandateId: seat.mandateId, firstName: seat.firstName ?? '', lastName: seat.lastName ?? '', position: positionName(seat, language) })),
    skills: ids.map((id) => ({
      id,
      name: names.get(id)!,
      holders: data.members.filter((m) => m.skillIds.includes(id)).map((m) => m.seat.mandateId),
      wantedBecause: (data.wanted.get(id) ?? []) as WantedSkillSource[],
      gap: gaps.has(id),
    })),
  };
}

export function presentTermEnding(seat: SeatRow, today: string, language: Language): TermEnding {
  return {
    mandateId: seat.mandateId,
    position: { id: seat.positionId, name: positionName(seat, language) },
    member: { firstName: seat.firstName ?? '', lastName: seat.lastName ?? '' },
    endDate: seat.endDate!,
    daysLeft: daysBetween(today, seat.endDate!),
  };
}

export { positionName };
