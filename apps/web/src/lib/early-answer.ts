/** A read a painted page's head asked for before the app's script arrived (src/first-paint.js), read whole at once. */
export interface EarlyRead {
  /** The access token it was asked with; empty for a read asked without one (a visitor's). */
  token: string;
  status: number;
  type: string | null;
  body: string;
  /** When it was answered (Date.now()). */
  at: number;
}

/**
 * What a painted page's head (src/first-paint.js) asked for before the app's script arrived, kept on window under
 * these names: taken once, so that only the app's first call uses it.
 */
interface EarlyAnswers {
  boardMatchFirstRefresh?: Promise<Response>;
  /** The reads asked with the refreshed token, and a visitor's without one, by request (earlyReadKey); settles once the
   * head has asked for them all. */
  boardMatchEarlyReads?: Promise<Record<string, Promise<EarlyRead | undefined> | undefined>>;
}

export function takeEarlyAnswer<K extends keyof EarlyAnswers>(name: K): EarlyAnswers[K] {
  const holder = window as EarlyAnswers;
  const answer = holder[name];
  delete holder[name];
  return answer;
}

/** An early read older than this is not taken: the app asks again. */
const FRESH_MS = 60_000;

/** How the head and the app name one read: the same call, in the same language, with the same body. */
export const earlyReadKey = (method: string, url: string, language: string, body: string | undefined) => `${method} ${url} ${language}${body === undefined ? '' : `\n${body}`}`;

/**
 * The answer to this read, if the page's head asked for it with this token (empty: without one), it answered well and
 * lately; taken once. Otherwise undefined, and the app asks itself.
 */
export async function takeEarlyRead(key: string, token: string): Promise<Response | undefined> {
  const ready = (window as EarlyAnswers).boardMatchEarlyReads;
  if (!ready) return undefined;
  const reads = await ready.catch(() => undefined);
  const asked = reads?.[key];
  if (!asked) return undefined;
  delete reads[key];
  const answer = await asked.catch(() => undefined);
  if (!answer || answer.token !== token || answer.status < 200 || answer.status > 299 || Date.now() - answer.at > FRESH_MS) return undefined;
  return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.type ? { 'Content-Type': answer.type } : {} });
}

/** Saving where the user is (their last state, at every page) changes nothing that a page's first view reads. */
const CHANGES_NO_READ = new Set(['PUT /api/users/state']);

/** A change was sent: what the head read before it may no longer be so. */
export function dropEarlyReads(method: string, url: string): void {
  if (CHANGES_NO_READ.has(`${method} ${url}`)) return;
  delete (window as EarlyAnswers).boardMatchEarlyReads;
}
