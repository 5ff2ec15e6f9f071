import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { courseSlug } from '@boardmatch/shared';
import type { CourseRef, Learner, LearningProvider, ProviderEnrollment } from './learning-provider-types.ts';

export const THINKIFIC_API_BASE_URL = 'https://api.thinkific.com/api/public/v1';

export interface ThinkificOptions {
  subdomain: string;
  apiKey: string;
  /** Defaults to Thinkific's public API; tests point it at a local server. */
  apiBaseUrl?: string;
  /** The school's site; defaults to https://{subdomain}.thinkific.com. */
  siteUrl?: string;
  /** Milliseconds before a call to Thinkific is abandoned. */
  timeoutMs?: number;
}

/** A path without its query: a query names the learner (query[email]), and an error's message may be logged. */
const withoutQuery = (path: string) => path.split('?')[0];

export class ThinkificError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

interface ThinkificUser {
  id: number;
  email: string;
}

interface ThinkificEnrollment {
  id: number;
  user_id: number;
  course_id: number;
  course_name?: string;
  percentage_completed?: number | string | null;
  started_at?: string | null;
  activated_at?: string | null;
  completed_at?: string | null;
  completed?: boolean;
}

interface Page<T> {
  items: T[];
  meta?: { pagination?: { next_page?: number | null } };
}

/** The course's address on the school: Thinkific's slug is the kebab-case of the course name (one rule with the Training screen). */
export { courseSlug };

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Thinkific reports 0..1; a value above 1 is read as a percentage. */
function toFraction(value: number | string | null | undefined): number {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n) || n <= 0) return 0;
  const f = n > 1 ? n / 100 : n;
  return Math.min(1, f);
}

/** Thinkific's public API (users, enrollments) and its JWT single sign-on. */
export class ThinkificProvider implements LearningProvider {
  readonly kind = 'thinkific' as const;
  readonly apiBaseUrl: string;
  readonly siteUrl: string;
  private readonly timeoutMs: number;
  /** Thinkific user ids by lower-case e-mail: a learner is looked up once per running app, not on every call. */
  private readonly userIds = new Map<string, number>();

  constructor(private readonly options: ThinkificOptions) {
    this.apiBaseUrl = (options.apiBaseUrl ?? THINKIFIC_API_BASE_URL).replace(/\/$/, '');
    this.siteUrl = (options.siteUrl ?? `https://${options.subdomain}.thinkific.com`).replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.apiBaseUrl}${path}`, {
        method,
        headers: {
          'X-Auth-API-Key': this.options.apiKey,
          'X-Auth-Subdomain': this.options.subdomain,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new ThinkificError(`Thinkific ${method} ${withoutQuery(path)} failed: ${(err as Error).name}`, null);
    }
    if (!res.ok) throw new ThinkificError(`Thinkific ${method} ${withoutQuery(path)} answered ${res.status}`, res.status);
    return (await res.json()) as T;
  }

  private async allPages<T>(path: string, query: Record<string, string | number>): Promise<T[]> {
    const items: T[] = [];
    let page: number | null = 1;
    // A learner has a handful of enrolments; ten pages of 250 is far beyond any real case.
    for (let i = 0; page && i < 10; i += 1) {
      const qs = new URLSearchParams(Object.entries({ ...query, page, limit: 250 }).map(([k, v]): [string, string] => [k, String(v)]));
      const body: Page<T> = await this.call<Page<T>>('GET', `${path}?${qs}`);
      items.push(...(body.items ?? []));
      page = body.meta?.pagination?.next_page ?? null;
    }
    return items;
  }

  /** The learner's Thinkific user id, or null when the school has no such user yet. */
  async findUserId(email: string): Promise<number | null> {
    const key = email.toLowerCase();
    const known = this.userIds.get(key);
    if (known !== undefined) return known;
    const users = await this.allPages<ThinkificUser>('/users', { 'query[email]': email });
    const found = users.find((u) => u.email?.toLowerCase() === key);
    if (!found) return null;
    this.userIds.set(key, found.id);
    return found.id;
  }

  async ensureUserId(learner: Learner): Promise<number> {
    const found = await this.findUserId(learner.email);
    if (found !== null) return found;
    const created = await this.call<ThinkificUser>('POST', '/users', {
      first_name: learner.firstName,
      last_name: learner.lastName,
      email: learner.email,
      external_id: String(learner.userId),
      send_welcome_email: false,
    });
    this.userIds.set(learner.email.toLowerCase(), created.id);
    return created.id;
  }

  async ensureEnrollment(thinkificUserId: number, courseId: number): Promise<void> {
    const existing = await this.allPages<ThinkificEnrollment>('/enrollments', { 'query[user_id]': thinkificUserId, 'query[course_id]': courseId });
    if (existing.some((e) => e.course_id === courseId)) return;
    await this.call('POST', '/enrollments', { course_id: courseId, user_id: thinkificUserId, activated_at: new Date().toISOString() });
  }

  async fetchEnrollments(learner: Learner): Promise<ProviderEnrollment[]> {
    const userId = await this.findUserId(learner.email);
    if (userId === null) return [];
    const items = await this.allPages<ThinkificEnrollment>('/enrollments', { 'query[user_id]': userId });
    return items
      .filter((e) => e.user_id === userId)
      .map((e) => {
        const completed = e.completed === true || toFraction(e.percentage_completed) >= 1;
        return {
          courseId: e.course_id,
          courseName: e.course_name ?? '',
          percentageCompleted: completed ? 1 : toFraction(e.percentage_completed),
          startedAt: toDate(e.started_at) ?? toDate(e.activated_at),
          completedAt: completed ? (toDate(e.completed_at) ?? new Date()) : null,
        };
      });
  }

  /** The single sign-on token: HS256, signed with the API key as-is (Thinkific's SSO documentation). */
  async ssoToken(learner: Learner): Promise<string> {
    return new SignJWT({ first_name: learner.firstName, last_name: learner.lastName, email: learner.email, external_id: String(learner.userId) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(this.options.apiKey));
  }

  /** Only addresses on the school itself are passed on as return_to. */
  resolveReturnTo(returnTo: string | undefined, course: CourseRef | null): string | undefined {
    if (returnTo) {
      if (returnTo.startsWith('/') && !returnTo.startsWith('//')) return `${this.siteUrl}${returnTo}`;
      try {
        if (new URL(returnTo).origin === new URL(this.siteUrl).origin) return returnTo;
      } catch {
        // not a URL: fall through to the course's own address
      }
    }
    return course ? `${this.siteUrl}/courses/take/${courseSlug(course.courseName)}` : undefined;
  }

  async openCourse(learner: Learner, course: CourseRef | null, returnTo?: string): Promise<string> {
    if (course) {
      const userId = await this.ensureUserId(learner);
      try {
        await this.ensureEnrollment(userId, course.courseId);
      } catch (err) {
        // The user may have been removed from the school since: look them up afresh next time.
        this.userIds.delete(learner.email.toLowerCase());
        throw err;
      }
    }
    const url = new URL(`${this.siteUrl}/api/sso/v2/sso/jwt`);
    url.searchParams.set('jwt', await this.ssoToken(learner));
    const target = this.resolveReturnTo(returnTo, course);
    if (target) url.searchParams.set('return_to', target);
    return url.toString();
  }
}
