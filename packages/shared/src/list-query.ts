import { z } from 'zod';
import { MAX_ID } from './constants.ts';
import { ruleIssues } from './field-messages.ts';

/*
 * The spec's list query ({ Filters, Pagination { Page, ItemsPerPage }, Sort, Search, Include }) read once for
 * every list. Each list declares which filters it knows and of what type, which fields sort it and how big
 * a page may be. Anything else is a 400 naming the part that is wrong ('Filters.skillSet'), never a silent drop.
 */

/** Deeper than any list goes; beyond it an offset would overflow. */
const MAX_OFFSET = 1_000_000_000;
const MAX_STRING = 200;
const MAX_SEARCH = 200;

export type FilterType =
  /** One id (the first value). */
  | { type: 'id' }
  | { type: 'ids' }
  /** One of the listed integers (the first value). */
  | { type: 'intEnum'; values: readonly number[] }
  | { type: 'intEnums'; values: readonly number[] }
  /** Trimmed and lower-cased; empty values are dropped. */
  | { type: 'strings' }
  /** true/false, 1/0, '1'/'0', 'true'/'false' (the first value). */
  | { type: 'boolean' }
  /** Ids (numbers or digit strings) and names mixed, as a position filter is. */
  | { type: 'idsOrNames' };

export type FilterSpec = FilterType & {
  /** Other names the same filter goes by (compared case-insensitively, like the name). */
  aliases?: readonly string[];
};

export interface ListSpec<F extends Record<string, FilterSpec> = Record<string, FilterSpec>, S extends string = string> {
  filters: F;
  /** The Sort field names a client may send (case-insensitive) and the field each one means. */
  sort: Record<string, S>;
  /** Page size when the query names none. */
  defaultSize: number;
  maxSize: number;
  /** How many rows ItemsPerPage -1 (all) answers at most; absent: -1 is refused. */
  allCap?: number;
}

type FilterValue<T extends FilterType> = T extends { type: 'id' }
  ? number
  : T extends { type: 'ids' }
    ? number[]
    : T extends { type: 'intEnum' }
      ? number
      : T extends { type: 'intEnums' }
        ? number[]
        : T extends { type: 'strings' }
          ? string[]
          : T extends { type: 'boolean' }
            ? boolean
            : { ids: number[]; names: string[] };

/** The filters the query named, typed; a filter sent with no values is absent. */
export type ParsedFilter<F extends Record<string, FilterSpec>> = { [K in keyof F]?: FilterValue<F[K]> };

export interface ListPage {
  page: number;
  /** The page size asked for; -1 when every row was asked for. */
  size: number;
  offset: number;
  limit: number;
}

export interface ListSort<S extends string> {
  field: S;
  isAscending: boolean;
}

/** A bad part of the query: message is a catalogue key (listQuery.*), filled with values. */
export interface ListIssue {
  path: string;
  message: string;
  values?: Record<string, string | number>;
}

export type ParsedListQuery<F extends Record<string, FilterSpec>, S extends string> =
  | {
      ok: true;
      filter: ParsedFilter<F>;
      page: ListPage;
      sort: ListSort<S>[];
      search: string | null;
      include: string[];
      /** The spec's AdminOverride filter (value 1): a staff call reaching other users' records. Only staff may send it. */
      adminOverride: boolean;
    }
  | { ok: false; issues: ListIssue[] };

const scalar = z.union([z.string(), z.number(), z.boolean()]);
const bodySchema = z.object({
  Filters: z.array(z.object({ name: z.string().max(100), values: z.array(scalar).max(500) })).max(50).default([]),
  Pagination: z
    .object({ Page: z.coerce.number().int().min(1).default(1), ItemsPerPage: z.coerce.number().int().optional() })
    .default({ Page: 1 }),
  Sort: z.array(z.object({ field: z.string().max(100), isAscending: z.boolean() })).max(10).default([]),
  Search: z.string().max(500).optional().nullable(),
  Include: z.array(z.string().max(100)).max(20).default([]),
});

type Scalar = z.infer<typeof scalar>;

function toId(v: Scalar): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^[0-9]+$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
}

function toInt(v: Scalar): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

function toBoolean(v: Scalar): boolean | null {
  if (v === true || v === 1 || v === '1' || (typeof v === 'string' && v.trim().toLowerCase() === 'true')) return true;
  if (v === false || v === 0 || v === '0' || (typeof v === 'string' && v.trim().toLowerCase() === 'false')) return false;
  return null;
}

function toName(v: Scalar): string | null {
  if (typeof v === 'boolean') return null;
  const s = String(v).trim().toLowerCase();
  return s.length > MAX_STRING ? null : s;
}

/** A filter's values read by its type, or the message saying what they must be. */
type FilterProblem = { message: string; values?: Record<string, string | number> };

function readFilter(spec: FilterType, values: Scalar[]): { value: unknown } | FilterProblem {
  const all = <T>(read: (v: Scalar) => T | null, problem: FilterProblem) => {
    const out: T[] = [];
    for (const v of values) {
      const r = read(v);
      if (r === null) return problem;
      out.push(r);
    }
    return { value: out };
  };
  const inEnum = (allowed: readonly number[]) => (v: Scalar) => {
    const n = toInt(v);
    return n !== null && allowed.includes(n) ? n : null;
  };
  const enumMessage = (allowed: readonly number[]): FilterProblem => ({ message: 'listQuery.oneOf', values: { allowed: allowed.join(', ') } });
  switch (spec.type) {
    case 'id': {
      const id = toId(values[0]!);
      return values.length === 1 && id !== null ? { value: id } : { message: 'listQuery.oneId' };
    }
    case 'ids':
      return all(toId, { message: 'listQuery.ids' });
    case 'intEnum': {
      const n = inEnum(spec.values)(values[0]!);
      return values.length === 1 && n !== null ? { value: n } : enumMessage(spec.values);
    }
    case 'intEnums':
      return all(inEnum(spec.values), enumMessage(spec.values));
    case 'strings': {
      const r = all(toName, { message: 'listQuery.names' });
      return 'value' in r ? { value: (r.value as string[]).filter(Boolean) } : r;
    }
    case 'boolean': {
      const b = toBoolean(values[0]!);
      return values.length === 1 && b !== null ? { value: b } : { message: 'listQuery.boolean' };
    }
    case 'idsOrNames': {
      const ids: number[] = [];
      const names: string[] = [];
      for (const v of values) {
        const looksLikeId = typeof v === 'number' || (typeof v === 'string' && /^[0-9]+$/.test(v));
        const r = looksLikeId ? toId(v) : toName(v);
        if (r === null) return { message: 'listQuery.idsOrNames' };
        if (typeof r === 'number') ids.push(r);
        else if (r) names.push(r);
      }
      return { value: { ids, names } };
    }
  }
}

function zodIssues(error: z.ZodError, input: unknown): ListIssue[] {
  return ruleIssues(error.issues, input);
}

/** The filter every staff list call carries (Filters: [{ name: 'AdminOverride', values: [1] }]); known to every list. */
export const ADMIN_OVERRIDE_FILTER = 'AdminOverride';
const ADMIN_OVERRIDE = ADMIN_OVERRIDE_FILTER.toLowerCase();

/** Declares a list's query spec with its filter and sort types kept. */
export function defineListSpec<const F extends Record<string, FilterSpec>, S extends string>(spec: ListSpec<F, S>): ListSpec<F, S> {
  return spec;
}

export function parseListQuery<F extends Record<string, FilterSpec>, S extends string>(body: unknown, spec: ListSpec<F, S>): ParsedListQuery<F, S> {
  const parsed = bodySchema.safeParse(body ?? {});
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error, body) };
  const q = parsed.data;
  const issues: ListIssue[] = [];

  const byName = new Map<string, keyof F & string>();
  for (const [key, f] of Object.entries(spec.filters)) {
    for (const name of [key, ...(f.aliases ?? [])]) byName.set(name.toLowerCase(), key as keyof F & string);
  }
  const filter: Record<string, unknown> = {};
  let adminOverride = false;
  q.Filters.forEach(({ name, values }) => {
    if (name.trim().toLowerCase() === ADMIN_OVERRIDE) {
      const r = values.length === 1 ? toBoolean(values[0]!) : null;
      if (r === null) issues.push({ path: `Filters.${name}`, message: 'listQuery.boolean' });
      else adminOverride = r;
      return;
    }
    const key = byName.get(name.trim().toLowerCase());
    if (!key) {
      issues.push({ path: `Filters.${name}`, message: 'listQuery.unknownFilter' });
      return;
    }
    if (values.length === 0) return;
    const r = readFilter(spec.filters[key]!, values);
    if ('message' in r) issues.push({ path: `Filters.${name}`, message: r.message, values: r.values });
    else filter[key] = r.value;
  });

  const size = q.Pagination.ItemsPerPage ?? spec.defaultSize;
  let page: ListPage | null = null;
  if (size === -1 && spec.allCap !== undefined) page = { page: 1, size: -1, offset: 0, limit: spec.allCap };
  else if (size >= 1 && size <= spec.maxSize) {
    const offset = (q.Pagination.Page - 1) * size;
    if (offset > MAX_OFFSET) issues.push({ path: 'Pagination.Page', message: 'listQuery.pageTooFar' });
    else page = { page: q.Pagination.Page, size, offset, limit: size };
  } else {
    const message = spec.allCap !== undefined ? 'listQuery.pageSizeOrAll' : 'listQuery.pageSize';
    issues.push({ path: 'Pagination.ItemsPerPage', message, values: { max: spec.maxSize } });
  }

  const sortable = new Map(Object.entries(spec.sort).map(([name, field]) => [name.toLowerCase(), field]));
  const sort: ListSort<S>[] = [];
  q.Sort.forEach((s, i) => {
    const field = sortable.get(s.field.trim().toLowerCase());
    if (field) sort.push({ field, isAscending: s.isAscending });
    else issues.push({ path: `Sort.${i}.field`, message: 'listQuery.unknownSort' });
  });

  const search = q.Search?.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH) || null;

  if (issues.length || !page) return { ok: false, issues };
  return { ok: true, filter: filter as ParsedFilter<F>, page, sort, search, include: q.Include, adminOverride };
}
