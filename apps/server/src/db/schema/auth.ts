import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** E-mailed single-use tokens (verification, password reset), stored as SHA-256 hashes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    kind: text('kind', { enum: ['verification', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_token_hash_key').on(t.tokenHash), index('user_tokens_user_id_idx').on(t.userId)],
);

/** Rotating refresh tokens; a family is one sign-in. Reusing a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Set when a staff member acts as this user: the staff member's user id. */
    actingAdminUserId: integer('acting_admin_user_id').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** The successor issued at rotation, encrypted, so a second tab refreshing within the grace window gets the same one. */
    successorToken: text('successor_token'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash), index('refresh_tokens_family_id_idx').on(t.familyId)],
);

export const impersonationAudits = pgTable(
  'impersonation_audits',
  {
    id: serial('id').primaryKey(),
    adminUserId: integer('admin_user_id').notNull().references(() => users.id),
    targetUserId: integer('target_user_id').notNull().references(() => users.id),
    ipAddress: text('ip_address').notNull(),
    /** Why the staff member acted as this user, as they gave it when acting began. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The acted-as user's e-mail and full name, folded (folded()), kept by triggers for the audit's search (migration 0018). */
    targetEmail: text('target_email'),
    targetName: text('target_name'),
  },
  (t) => [
    index('impersonation_audits_admin_user_id_idx').on(t.adminUserId),
    index('impersonation_audits_created_at_idx').on(t.createdAt),
    index('impersonation_audits_target_user_id_idx').on(t.targetUserId),
    index('impersonation_audits_target_email_trgm_idx').using('gin', t.targetEmail.op('gin_trgm_ops')),
    index('impersonation_audits_target_name_trgm_idx').using('gin', t.targetName.op('gin_trgm_ops')),
  ],
);

/**
 * What a staff member did: one row per write to the API made while acting as another user (impersonationAuditId
 * and targetUserId set), and per staff write made as themself, act-as attempts included (both null). The route
 * pattern, the answer's status, the action's name and its subject's name are kept, never the data sent.
 */
export const actAsActions = pgTable(
  'act_as_actions',
  {
    id: serial('id').primaryKey(),
    /** The act-as (sign-in as the user) this write belongs to: the latest one of this staff member for this user. */
    impersonationAuditId: integer('impersonation_audit_id').references(() => impersonationAudits.id),
    adminUserId: integer('admin_user_id').notNull().references(() => users.id),
    targetUserId: integer('target_user_id').references(() => users.id),
    method: text('method').notNull(),
    /** The route's pattern ('/api/candidates/:id'), not the address called. */
    route: text('route').notNull(),
    statusCode: smallint('status_code').notNull(),
    /** The action in words' key (actAsAudit.actions / staffActions); null on rows from before it was kept. */
    action: text('action'),
    /** Who or what the staff write was about, by name at the time (a candidate, a charity, the user acted as). */
    subjectName: text('subject_name'),
    /** An act-as attempt's reason, as given. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** subjectName folded (folded()), for the search (migration 0018). */
    foldedSubjectName: text('folded_subject_name').generatedAlwaysAs(sql`folded(subject_name)`),
  },
  (t) => [
    index('act_as_actions_created_at_idx').on(t.createdAt),
    index('act_as_actions_admin_user_id_idx').on(t.adminUserId),
    index('act_as_actions_impersonation_audit_id_idx').on(t.impersonationAuditId),
    // Staff actions (own writes, not made while acting), newest first and searched by subject (migration 0017).
    index('act_as_actions_own_created_at_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`impersonation_audit_id IS NULL AND target_user_id IS NULL`),
    index('act_as_actions_own_subject_trgm_idx').using('gin', t.foldedSubjectName.op('gin_trgm_ops')).where(sql`impersonation_audit_id IS NULL AND target_user_id IS NULL`),
  ],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Mail is written here inside the business transaction and sent after it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** 0: account mail (verification, reset, invitation), sent before 1: notifications. */
    priority: smallint('priority').notNull().default(1),
    /** A sender instance holds the row until then (claimed with FOR UPDATE SKIP LOCKED). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** An iCalendar invitation sent with the mail (its METHOD line says REQUEST or CANCEL). */
    calendar: text('calendar'),
    /** A digest's one-click unsubscribe URL: the sender sets List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    listUnsubscribe: text('list_unsubscribe'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Refused for good (a 5xx answer, or too many temporary failures): never tried again; lastError says why. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx').on(t.priority, t.nextAttemptAt).where(sql`sent_at IS NULL`),
    index('outbox_failed_idx').on(t.failedAt).where(sql`failed_at IS NOT NULL`),
    // The retention job finds the sent mail whose words are still kept.
    index('outbox_sent_with_body_idx').on(t.sentAt).where(sql`sent_at IS NOT NULL AND text <> ''`),
  ],
);
