import { can, Involvement, type Actor, type SessionBody, type UserDataResponse } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { burnPasswordCheck, hashPassword, randomToken, verifyPassword } from '../../platform/auth/crypto.ts';
import * as users from '../users/index.ts';
import * as repo from './auth.repository.ts';
import { presentSessionBody, presentUserData } from './auth.presenter.ts';
export { REFRESH_TOKEN_TTL_DAYS } from './auth.repository.ts';
import { queueResetMail, queueVerificationMail } from './account-mail.ts';
import { beforePasswordCheck, countPasswordTry, liftPasswordLock } from '../../platform/rate-limit/rate-limit.ts';

export interface IssuedSession {
  body: SessionBody;
  refreshToken: string;
}

function normalise(userName: string) {
  return userName.trim().toLowerCase();
}

/**
 * The one way a password changes: no session of the person outlives the old password, whether their own or one in
 * which they act as someone else (its access tokens carry their token version too).
 */
async function replacePassword(tx: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await users.setPassword(tx, userId, passwordHash);
  await repo.revokeEverySession(tx, userId);
  await repo.raiseTokenVersion(tx, userId);
}

export class AuthService {
  constructor(private readonly deps: Deps) {}

  /**
   * A password check is refused once the address, or the account from this address, has used its failed tries,
   * and slowed once the account has from everywhere; only a failure counts, so staff who confirm their password to
   * act as users all day are never locked out by succeeding.
   */
  private async checkPassword(userName: string, password: string, ip: string) {
    const { limiter, authLimits } = this.deps;
    await beforePasswordCheck(limiter, authLimits, ip, userName);
    const user = await this.checkCredentials(userName, password);
    if (!user) await countPasswordTry(limiter, authLimits, ip, userName);
    return user;
  }

  private limit(kind: string, ip: string, account?: string) {
    const keys = [{ key: `${kind}:ip:${ip}`, limit: this.deps.authLimits.perAddress }];
    if (account) keys.push({ key: `${kind}:account:${normalise(account)}`, limit: this.deps.authLimits.perAccount });
    return this.deps.limiter.hit(keys);
  }

  /** Checks a user name and password; the same answer for an unknown user and a wrong password. */
  async checkCredentials(userName: string, password: string) {
    const user = await users.findUserByUserName(this.deps.db, normalise(userName));
    if (!user) {
      await burnPasswordCheck(password);
      return null;
    }
    return (await verifyPassword(user.passwordHash, password)) ? user : null;
  }

  /** A deactivated candidate who holds no other involvement has nothing to sign in to. */
  private async onlyAnInactiveCandidate(userId: number): Promise<boolean> {
    const candidacy = await users.findCandidateByUser(this.deps.db, userId);
    return Boolean(candidacy?.isDisabled) && !(await users.hasOtherThanCandidateInvolvement(this.deps.db, userId));
  }

  /** Builds the access token from the database's view of the user (selected involvement, its claims). */
  async issueSession(userId: number, refreshToken: string, actingAdminUserId: number | null): Promise<IssuedSession> {
    const db = this.deps.db;
    const [s, info, tv, atv] = await Promise.all([
      users.resolveSession(db, userId),
      users.findUserInformation(db, userId),
      repo.findTokenVersion(db, userId),
      actingAdminUserId === null ? null : repo.findTokenVersion(db, actingAdminUserId),
    ]);
    const isSelf = actingAdminUserId === null;
    const token = await this.deps.tokens.sign({
      ...s.claims,
      nameId: userId,
      isSelf: isSelf ? 'True' : 'False',
      involvement: s.selected?.involvement ?? null,
      charityId: s.selected?.charityId ?? null,
      actingAdminUserId,
      tv,
      atv,
    });
    return { refreshToken, body: presentSessionBody(token, userId, isSelf, s, info) };
  }

  /** Signs in; a session this browser held before (previousRefreshToken) ends first. */
  async signIn(userName: string, password: string, ip: string, previousRefreshToken?: string): Promise<IssuedSession> {
    const user = await this.checkPassword(userName, password, ip);
    if (!user) throw new AppError('INVALID_CREDENTIALS', 401, 'errors.usernameOrPasswordIncorrect');
    if (user.isDisabled) throw new AppError('ACCOUNT_DISABLED', 403, 'errors.notAllowed');
    if (!user.isVerified) throw new AppError('ACCOUNT_NOT_VERIFIED', 403, 'errors.accountNotVerified');
    if (await this.onlyAnInactiveCandidate(user.id)) throw new AppError('CANDIDATE_INACTIVE', 403, 'staffCandidates.errors.inactive');
    await this.logout(previousRefreshToken);
    const refreshToken = await repo.createRefreshToken(this.deps.db, user.id);
    return this.issueSession(user.id, refreshToken, null);
  }

  /**
   * Rotates the refresh token. The same token presented again within the grace window (two tabs refreshing at
   * once) gets the same successor; used again later it revokes its whole family (it was stolen or replayed).
   */
  async refresh(refreshToken: string): Promise<IssuedSession> {
    const db = this.deps.db;
    const row = await repo.findRefreshToken(db, refreshToken);
    if (!row || row.revokedAt || row.expired) throw AppError.unauthorized();
    const user = await users.findUserById(db, row.userId);
    if (!user || user.isDisabled || (await this.onlyAnInactiveCandidate(user.id))) throw AppError.unauthorized();
    const next = (!row.rotatedAt && (await this.rotate(row))) || this.successorInGrace(row.rotatedAt ? row : await repo.findRefreshToken(db, refreshToken));
    if (!next) {
      await db.transaction(async (tx) => {
        await repo.revokeFamily(tx, row.familyId);
        await repo.raiseTokenVersion(tx, row.userId);
      });
      throw AppError.unauthorized();
    }
    return this.issueSession(row.userId, next, row.actingAdminUserId);
  }

  /** The successor, or null when another request rotated the token first. */
  private async rotate(row: { id: number; userId: number; familyId: string; actingAdminUserId: number | null }): Promise<string | null> {
    const next = randomToken();
    return this.deps.db.transaction(async (tx) => {
      if (!(await repo.markRotated(tx, row, this.deps.tokens.successors.seal(next)))) return null;
      await repo.createRefreshToken(tx, row.userId, { familyId: row.familyId, actingAdminUserId: row.actingAdminUserId, token: next });
      return next;
    });
  }

  private successorInGrace(row: { revokedAt: Date | null; inGrace: boolean; successorToken: string | null } | null): string | null {
    if (!row || row.revokedAt || !row.inGrace || !row.successorToken) return null;
    return this.deps.tokens.successors.open(row.successorToken);
  }

  /**
   * Ends the session (its refresh token family) and the access tokens issued to it. A staff member's own
   * logout also ends the sessions in which they act as someone else.
   */
  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const row = await repo.findRefreshToken(this.deps.db, refreshToken);
    if (!row) return;
    await this.deps.db.transaction(async (tx) => {
      await repo.revokeFamily(tx, row.familyId);
      if (row.actingAdminUserId !== null) return repo.raiseTokenVersion(tx, row.actingAdminUserId);
      await repo.raiseTokenVersion(tx, row.userId);
      await repo.revokeActingSessions(tx, row.userId);
    });
  }

  async userData(userName: string, password: string, ip: string): Promise<UserDataResponse> {
    const user = await this.checkPassword(userName, password, ip);
    if (!user) throw new AppError('INVALID_CREDENTIALS', 401, 'errors.emailOrPasswordIncorrect');
    const [info, candidate] = await Promise.all([users.findUserInformation(this.deps.db, user.id), users.findCandidateByUser(this.deps.db, user.id)]);
    return presentUserData(user, info!, Boolean(candidate));
  }

  async forgotPassword(userName: string, ip: string): Promise<void> {
    await this.limit('forgot', ip, userName);
    const db = this.deps.db;
    const user = await users.findUserByUserName(db, normalise(userName));
    if (!user) throw AppError.notFound('errors.notBoardmatchUser', 'UNKNOWN_USER');
    const info = await users.findUserInformation(db, user.id);
    await db.transaction((tx) => queueResetMail(tx, this.deps.config.appUrl, { id: user.id, userName: user.userName, firstName: info?.firstName ?? '' }));
    this.deps.flushMail();
  }

  async checkResetToken(token: string, ip: string): Promise<void> {
    await this.limit('check-reset', ip);
    const row = await repo.findLiveAccountToken(this.deps.db, token, 'reset');
    if (!row) throw AppError.badRequest('errors.resetLinkInvalid', [], 'INVALID_TOKEN');
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const hash = await hashPassword(password);
    const userId = await this.deps.db.transaction(async (tx) => {
      const row = await repo.findLiveAccountToken(tx, token, 'reset');
      if (!row || !(await repo.consumeAccountToken(tx, row.id))) throw AppError.badRequest('errors.resetLinkInvalid', [], 'INVALID_TOKEN');
      await replacePassword(tx, row.userId, hash);
      // The reset link proves the address.
      await users.markVerified(tx, row.userId);
      return row.userId;
    });
    // The owner proved themself: wrong guesses by others no longer lock them out.
    const user = await users.findUserById(this.deps.db, userId);
    if (user) await liftPasswordLock(this.deps.limiter, user.userName);
  }

  async verify(token: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await repo.findLiveAccountToken(tx, token, 'verification');
      if (!row || !(await repo.consumeAccountToken(tx, row.id))) throw AppError.badRequest('errors.unableToVerify', [], 'INVALID_TOKEN');
      await users.markVerified(tx, row.userId);
    });
  }

  async resendVerification(userName: string, ip: string): Promise<void> {
    await this.limit('resend', ip, userName);
    const db = this.deps.db;
    const user = await users.findUserByUserName(db, normalise(userName));
    if (!user) throw AppError.notFound('errors.unableToSendEmail', 'UNKNOWN_USER');
    if (user.isVerified) return;
    const info = await users.findUserInformation(db, user.id);
    await db.transaction((tx) => queueVerificationMail(tx, this.deps.config.appUrl, { id: user.id, userName: user.userName, firstName: info?.firstName ?? '' }));
    this.deps.flushMail();
  }

  /**
   * A staff member acts as another user. The caller must be signed in as that staff member (their own session,
   * staff involvement selected) and give their own password again. Every use is audited.
   */
  async authenticateAs(
    caller: Actor | null,
    input: { targetUserId: number; adminUsername: string; adminPassword: string; charityId?: number | null; reason?: string },
    ip: string,
    previousRefreshToken?: string,
  ): Promise<IssuedSession> {
    const db = this.deps.db;
    if (!caller) throw AppError.unauthorized();
    const admin = await this.checkPassword(input.adminUsername, input.adminPassword, ip);
    if (!admin) throw new AppError('INVALID_CREDENTIALS', 401, 'errors.emailOrPasswordIncorrect');
    if (admin.id !== caller.userId) throw AppError.forbidden();
    if (input.targetUserId === admin.id) throw AppError.badRequest('errors.cannotActAsSelf', [], 'SELF');
    if (!can(caller, 'user.act-as', { userId: input.targetUserId })) throw AppError.forbidden();
    const target = await users.findUserById(db, input.targetUserId);
    if (!target) throw AppError.notFound();
    // Only candidates and representatives: not another staff member, not a disabled user (nothing to land on).
    const isStaff = Boolean(await users.findStaffRepresentative(db, target.id));
    const isDisabled = target.isDisabled || (await this.onlyAnInactiveCandidate(target.id));
    if (!can(caller, 'user.act-as', { userId: target.id, isStaff, isDisabled })) {
      throw new AppError(isStaff ? 'CANNOT_ACT_AS_STAFF' : 'CANNOT_ACT_AS_DISABLED', 403, isStaff ? 'staffAdmin.users.errors.cannotActAsStaff' : 'staffAdmin.users.errors.cannotActAsDisabled');
    }
    // Acting as a representative of a charity selects that charity's representative involvement (a live charity the target represents).
    const charityId = input.charityId ?? null;
    if (charityId !== null) {
      const { involvements } = await users.resolveSession(db, target.id);
      if (!involvements.some((i) => i.involvement === Involvement.charityRepresentative && i.charityId === charityId)) throw AppError.notFound();
    }
    // The staff member's own session ends; acting begins a new one.
    await this.logout(previousRefreshToken);
    const refreshToken = await db.transaction(async (tx) => {
      if (charityId !== null) await users.updateUserState(tx, target.id, { charityRole: 1, candidateRole: 0, boardmatchRole: 0, charityId });
      await repo.recordImpersonation(tx, admin.id, target.id, ip, input.reason || null);
      return repo.createRefreshToken(tx, target.id, { actingAdminUserId: admin.id });
    });
    return this.issueSession(target.id, refreshToken, admin.id);
  }
}
