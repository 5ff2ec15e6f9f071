import type { HTTPMethods } from 'fastify';

/** One past PostgreSQL's integer range: ids this large exist in no table. */
export const HUGE_ID = 2_147_483_648;
const NUL = '\u0000';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
};

export interface Operation {
  method: HTTPMethods;
  url: string;
  spec: {
    summary?: string;
    parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema: Schema }[];
    requestBody?: { content?: Record<string, { schema?: Schema }> };
  };
}

const TEXT_CANDIDATES = ['Abcdef1!x', '5145550100', 'someone@example.ca', 'x'];

function sampleText(s: Schema): string {
  if (s.format === 'email') return 'someone@example.ca';
  if (s.format === 'date') return '2020-01-01';
  if (s.format === 'date-time') return '2020-01-01T00:00:00.000Z';
  if (s.format === 'uri') return 'https://example.ca';
  const fits = (v: string) => (!s.pattern || new RegExp(s.pattern).test(v)) && v.length <= (s.maxLength ?? Infinity);
  const text = TEXT_CANDIDATES.find(fits) ?? 'x';
  return text.padEnd(s.minLength ?? 1, '1');
}

function alternative(s: Schema): Schema | undefined {
  const alts = s.anyOf ?? s.oneOf ?? s.allOf;
  return alts ? (alts.find((a) => a.type !== 'null') ?? alts[0]) : undefined;
}

/** A value the schema accepts, as far as a generic guess can go. */
export function sample(s: Schema | undefined): unknown {
  if (!s) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const alt = alternative(s);
  if (alt) return sample(alt);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return s.items ? Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items)) : [];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleText(s);
    default:
      return null;
  }
}

type Leaf = { path: (string | number)[]; kind: 'text' | 'integer' };

/** Every text and integer leaf of a sample, with the schema that made it. */
function leaves(s: Schema | undefined, path: (string | number)[] = []): Leaf[] {
  if (!s || s.const !== undefined || s.enum) return [];
  const alt = alternative(s);
  if (alt) return leaves(alt, path);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type === 'object') return Object.entries(s.properties ?? {}).flatMap(([k, v]) => leaves(v, [...path, k]));
  if (type === 'array') return leaves(s.items, [...path, 0]);
  if (type === 'string') return [{ path, kind: 'text' }];
  if (type === 'integer' || type === 'number') return [{ path, kind: 'integer' }];
  return [];
}

function withLeaf(value: unknown, path: (string | number)[], replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = withLeaf(copy[head!], rest, replace);
  return copy;
}

/** A number, or an id (a number, or digits in a path, a query or a form), as opposed to a text. */
export function isNumeric(schema: Schema): boolean {
  const s = alternative(schema) ?? schema;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  return type === 'integer' || type === 'number';
}

function pathValue(op: Operation, name: string, schema: Schema, candidateId: number): string {
  if (name === 'entityType') return 'candidate';
  if (name === 'fileType') return op.url.startsWith('/api/images') ? 'profile-image' : 'resume';
  if (name === 'list') return 'countries';
  return isNumeric(schema) ? String(candidateId) : 'x';
}

function buildUrl(op: Operation, candidateId: number, override: { name?: string; value?: string } = {}): string {
  const params = op.spec.parameters ?? [];
  let url = op.url;
  for (const p of params.filter((p) => p.in === 'path')) {
    const value = p.name === override.name ? override.value! : pathValue(op, p.name, p.schema, candidateId);
    url = url.replace(`{${p.name}}`, encodeURIComponent(value));
  }
  const query = params
    .filter((p) => p.in === 'query')
    .map((p) => `${p.name}=${encodeURIComponent(p.name === override.name ? override.value! : String(sample(p.schema)))}`);
  return query.length ? `${url}?${query.join('&')}` : url;
}

export interface BadInputCase {
  what: string;
  url: string;
  body?: unknown;
}

/** For one operation: each param, then each body leaf, made bad one at a time (a huge id, or NUL in a text). */
export function badInputCases(op: Operation, candidateId: number): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const bodySchema = op.spec.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? sample(bodySchema) : undefined;
  for (const p of (op.spec.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query')) {
    const value = isNumeric(p.schema) ? String(HUGE_ID) : `a${NUL}b`;
    cases.push({ what: `${p.in} ${p.name}=${JSON.stringify(value)}`, url: buildUrl(op, candidateId, { name: p.name, value }), body });
  }
  const url = buildUrl(op, candidateId);
  for (const leaf of leaves(bodySchema)) {
    const bad = withLeaf(body, leaf.path, (old) => (leaf.kind === 'integer' ? HUGE_ID : `${typeof old === 'string' ? old : 'x'}${NUL}`));
    cases.push({ what: `body ${leaf.path.join('.')} ${leaf.kind === 'integer' ? 'huge' : 'NUL'}`, url, body: bad });
  }
  if (body && typeof body === 'object' && 'Filters' in body) {
    for (const name of ['id', 'candidateId', 'charityId', 'postingId', 'positionId', 'skills', 'focusAreas', 'status', 'city', 'province']) {
      for (const value of [HUGE_ID, String(HUGE_ID), `a${NUL}`]) {
        cases.push({ what: `filter ${name}=${JSON.stringify(value)}`, url, body: { ...body, Filters: [{ name, values: [value] }] } });
      }
    }
  }
  if (body !== undefined && cases.length === 0) cases.push({ what: 'sample body', url, body });
  return cases;
}

export interface MultipartCase {
  what: string;
  url: string;
  contentType: string;
  payload: string;
}

/** Broken multipart bodies: no boundary, cut off mid-part, a NUL in a text field. */
export function multipartCases(op: Operation, candidateId: number): MultipartCase[] {
  const url = buildUrl(op, candidateId);
  const b = 'boardmatchboundary';
  const part = `--${b}\r\nContent-Disposition: form-data; name="FileContent"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc`;
  return [
    { what: 'no boundary', url, contentType: 'multipart/form-data', payload: `${part}\r\n--${b}--\r\n` },
    { what: 'cut off', url, contentType: `multipart/form-data; boundary=${b}`, payload: part },
    { what: 'empty', url, contentType: `multipart/form-data; boundary=${b}`, payload: '' },
    {
      what: 'NUL in a field',
      url,
      contentType: `multipart/form-data; boundary=${b}`,
      payload: `--${b}\r\nContent-Disposition: form-data; name="fileVisibilityId"\r\n\r\n1${NUL}\r\n--${b}--\r\n`,
    },
  ];
}
