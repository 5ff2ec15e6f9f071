import { index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to each POST sent with an Idempotency-Key, per caller, so that a retried or doubled request
 * answers the same and does nothing again. A row without a status is a request still being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** The method, URL and SHA-256 of the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: smallint('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
