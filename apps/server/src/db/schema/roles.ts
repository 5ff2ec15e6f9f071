import { boolean, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { charities } from './charities.ts';

/**
 * Claims and the roles that grant them. Three role families share one claim list:
 * candidate roles (Base), charity representative roles (Admin 1 ... Basic Access 5, per charity or global)
 * and staff roles (Admin, Staff). A permission row grants read/create/update/delete of one claim.
 */
export const claims = pgTable('claims', {
  id: serial('id').primaryKey(),
  /** e.g. 'candidate', 'charity-board'; the token carries '<name>.read' etc. */
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const candidateRoles = pgTable('candidate_roles', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const candidateRolePermissions = pgTable(
  'candidate_role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => candidateRoles.id),
    claimId: integer('claim_id').notNull().references(() => claims.id),
    reads: smallint('reads').notNull().default(0),
    creates: smallint('creates').notNull().default(0),
    updates: smallint('updates').notNull().default(0),
    deletes: smallint('deletes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.claimId] })],
);

export const charityRepresentativeRoles = pgTable('charity_representative_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Null for the roles every charity has; a charity id for a charity's own role. */
  charityId: integer('charity_id').references(() => charities.id),
});
export const charityRepresentativeRolePermissions = pgTable(
  'charity_representative_role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => charityRepresentativeRoles.id),
    claimId: integer('claim_id').notNull().references(() => claims.id),
    reads: smallint('reads').notNull().default(0),
    creates: smallint('creates').notNull().default(0),
    updates: smallint('updates').notNull().default(0),
    deletes: smallint('deletes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.claimId] })],
);

export const boardmatchRepresentativeRoles = pgTable('boardmatch_representative_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});
/** Staff role permissions use a single access flag. */
export const boardmatchRepresentativeRolePermissions = pgTable(
  'boardmatch_representative_role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => boardmatchRepresentativeRoles.id),
    claimId: integer('claim_id').notNull().references(() => claims.id),
    reads: boolean('reads').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.claimId] })],
);
