import { FOCUS_AREAS, SKILLS } from '../reference/skills.ts';

function idOf(list: { id: number; name: string }[], name: string): number {
  const row = list.find((r) => r.name === name);
  if (!row) throw new Error(`unknown reference name ${name}`);
  return row.id;
}

export const skillId = (name: string) => idOf(SKILLS, name);
export const focusAreaId = (name: string) => idOf(FOCUS_AREAS, name);
export const ALL_SKILL_IDS = SKILLS.map((s) => s.id);
export const ALL_FOCUS_AREA_IDS = FOCUS_AREAS.map((f) => f.id);

export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
