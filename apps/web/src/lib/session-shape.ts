import type { SessionBody, UserSession } from '@boardmatch/shared';

// The session's answers are checked by hand rather than with their zod schemas: these checks run on every page's
// start, and zod would be most of the start-up code. They check what the app relies on, not every field.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isObjectOrNull = (value: unknown) => value === null || isObject(value);
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

function invalid(what: string): never {
  throw new TypeError(`Unexpected ${what} from the API`);
}

/** POST /api/auth/refresh-token's answer, its known fields only (nothing else the server might add is kept). */
export function readSessionBody(value: unknown): SessionBody {
  if (!isObject(value) || typeof value.token !== 'string' || typeof value.userId !== 'number' || typeof value.isSelf !== 'boolean') invalid('session');
  const { token, userId, isSelf, candidate, charityRepresentative, userInformation, profileColour } = value;
  return { token, userId, isSelf, candidate, charityRepresentative, userInformation, profileColour } as SessionBody;
}

/** GET /api/users/session's answer. */
export function readUserSession(value: unknown): UserSession {
  const ok =
    isObject(value) &&
    isObject(value.user) &&
    typeof value.user.id === 'number' &&
    typeof value.user.userName === 'string' &&
    isObject(value.user.userInformation) &&
    typeof value.isSelf === 'boolean' &&
    isObjectOrNull(value.actingAdmin) &&
    isObject(value.state) &&
    isStringOrNull(value.state.lastState) &&
    Array.isArray(value.involvements) &&
    value.involvements.every(isObject) &&
    isStringOrNull(value.selectedInvolvementId) &&
    isObjectOrNull(value.candidate) &&
    isObjectOrNull(value.charityRepresentative) &&
    isObject(value.claims);
  if (!ok) invalid('user session');
  return value as unknown as UserSession;
}
