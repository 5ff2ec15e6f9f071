import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '@boardmatch/shared';
import { catalogues, fieldLabel, issueMessage, isMessageKey, translate, valueAtPath, type RuleIssue } from '@boardmatch/shared';
import { json, setupTestApp } from './helpers.ts';

/*
 * Every refused field is worded by the catalogue: the field's name and the rule it broke, in English and French,
 * never the validation library's own text.
 */

type Mode = 'long' | 'short' | 'wrong' | 'missing' | 'null';
type Def = { type: string; [key: string]: any };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A value for the schema that breaks its rules the way the mode says (too long, too small, wrong type, absent). */
function hostile(schema: unknown, mode: Mode, depth = 0): unknown {
  if (depth > 6) return undefined;
  const def = defOf(schema);
  const inner = (s: unknown) => hostile(s, mode, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape as Record<string, unknown>).map(([k, s]) => [k, inner(s)]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return defOf(def.in).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'lazy':
      return inner(def.getter());
    case 'union':
      return inner(def.options[0]);
    case 'intersection':
      return { ...(inner(def.left) as object), ...(inner(def.right) as object) };
    case 'array':
      if (mode === 'wrong') return 'x';
      if (mode === 'short') return [];
      if (mode === 'long') return Array.from({ length: 300 }, () => inner(def.element));
      return mode === 'null' ? null : undefined;
    case 'record':
      return mode === 'wrong' ? 5 : { k: inner(def.valueType) };
    case 'string':
      return { long: 'é'.repeat(20_001), short: ' ', wrong: 12, missing: undefined, null: null }[mode];
    case 'number':
    case 'int':
    case 'bigint':
      return { long: 1e16, short: -5.5, wrong: 'abc', missing: undefined, null: null }[mode];
    case 'boolean':
      return mode === 'wrong' ? 'maybe' : mode === 'null' ? null : mode === 'missing' ? undefined : true;
    case 'date':
      return mode === 'wrong' ? 'never' : undefined;
    case 'enum':
    case 'literal':
      return mode === 'wrong' || mode === 'long' ? 'not-a-choice' : mode === 'null' ? null : undefined;
    default:
      return mode === 'wrong' ? Symbol.for('x').toString() : undefined;
  }
}

const schemas = Object.entries(shared as Record<string, unknown>).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

describe('field messages', () => {
  it('finds the contracts to walk', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it('words every issue any contract raises by a catalogue text, in English and French', () => {
    const unworded: string[] = [];
    const modes: Mode[] = ['long', 'short', 'wrong', 'missing', 'null'];
    for (const [name, schema] of schemas) {
      for (const mode of modes) {
        const input = hostile(schema, mode);
        const result = schema.safeParse(input);
        if (result.success) continue;
        for (const issue of result.error.issues as unknown as RuleIssue[]) {
          const where = `${name} (${mode}) ${(issue.path ?? []).join('.')} ${issue.code}`;
          // A rule's own message must be a catalogue key: a text written into a schema would reach the user as is.
          if (issue.code === 'custom' && !isMessageKey(issue.message)) unworded.push(`${where}: custom text '${issue.message}'`);
          const { key, values } = issueMessage(issue, valueAtPath(input, issue.path ?? []));
          for (const language of ['en', 'fr'] as const) {
            const text = translate(key, { field: fieldLabel((issue.path ?? []).map(String), language), ...values }, language);
            if (!isMessageKey(key)) unworded.push(`${where}: no text for '${key}'`);
            else if (text === issue.message || /\{\{|expected|received|Invalid input|Too (big|small)/.test(text)) unworded.push(`${where}: '${text}'`);
          }
        }
      }
    }
    expect([...new Set(unworded)]).toEqual([]);
  });

  it('names the rule and its limit, not emptiness, for a filled field', () => {
    const tooLong = z.object({ name: z.string().trim().min(1, 'errors.required').max(200) }).safeParse({ name: 'x'.repeat(201) });
    const issue = tooLong.error!.issues[0] as unknown as RuleIssue;
    const message = issueMessage(issue, 'x'.repeat(201));
    expect(translate(message.key, { field: 'Position Name', ...message.values }, 'en')).toBe('Position Name can be at most 200 characters');
    expect(translate(message.key, { field: 'Nom du poste', ...message.values }, 'fr')).toBe('Nom du poste peut compter au plus 200 caractères');
    const negative = z.object({ budget: z.number().min(0) }).safeParse({ budget: -5 });
    const budget = issueMessage(negative.error!.issues[0] as unknown as RuleIssue, -5);
    expect(translate(budget.key, { field: 'Budget', ...budget.values }, 'en')).toBe('Budget must be at least 0');
    expect(issueMessage(negative.error!.issues[0] as unknown as RuleIssue, undefined).key).toBe('errors.required');
  });

  it('has a French name for every field name the messages use', () => {
    expect(Object.keys(catalogues.fr.fieldNames).sort()).toEqual(Object.keys(catalogues.en.fieldNames).sort());
  });
});

describe('the 400 answer', () => {
  const t = setupTestApp();

  it('lists each refused field with its rule in the request language, and names the fields in its message', async () => {
    const admin = await t.as('representative');
    const long = await admin.post('/api/charities/positions', { name: 'x'.repeat(101), charityId: admin.charityId });
    expect(long.statusCode).toBe(400);
    expect(json(long).issues).toEqual([{ path: 'name', message: 'Name can be at most 100 characters' }]);
    expect(json(long).message).toBe('Please correct the fields marked red: Name');

    const french = await admin.post('/api/charities/positions', { name: 'x'.repeat(101), charityId: admin.charityId }, { headers: { 'accept-language': 'fr' } });
    expect(json(french).issues[0].message).toBe('Nom peut compter au plus 100 caractères');
    expect(json(french).message).toBe('Veuillez corriger les champs marqués en rouge : Nom');

    const empty = await admin.post('/api/charities/positions', { name: ' ', charityId: admin.charityId });
    expect(json(empty).issues).toEqual([{ path: 'name', message: 'Name can not be empty' }]);
    expect(json(empty).message).toBe('Please enter all required fields marked red.');
  });

  it('words a too-long corporation name by its rule', async () => {
    const staff = await t.as('staff');
    const res = await staff.post('/api/corporations', { name: 'c'.repeat(500) });
    expect(res.statusCode).toBe(400);
    const issues = json(res).issues as { path: string; message: string }[];
    expect(issues.find((i) => i.path === 'name')?.message).toMatch(/^Name can be at most \d+ characters$/);
  });
});
