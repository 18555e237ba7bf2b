import { pgTable, serial, text, smallint, boolean, timestamp, integer, index, jsonb, primaryKey, unique } from 'drizzle-orm/pg-core';
import { merchants } from '../merchant/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The permission resource tree, synced from contracts at start. */
export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  resourceCode: text('resource_code').notNull().unique(),
  resourceType: smallint('resource_type').notNull(),
  menuUrl: text('menu_url'),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
  live: boolean('live').notNull().default(false),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no')
      .notNull()
      .references(() => merchants.merchantNo),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** the administrator role created with the merchant: holds every resource */
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('roles_merchant_name').on(t.merchantNo, t.name)],
);

export const roleResources = pgTable(
  'role_resources',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] })],
);

/** A user's membership in a merchant account, with one role there (DESIGN.md section 5). */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    merchantNo: text('merchant_no')
      .notNull()
      .references(() => merchants.merchantNo),
    roleId: integer('role_id').references(() => roles.id),
    /** 1 enabled, 0 disabled */
    status: smallint('status').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    emailNotify: boolean('email_notify').notNull().default(true),
    /** the operator's preferences in this merchant (display currencies, table columns) */
    preferences: jsonb('preferences').notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('operators_user_merchant').on(t.userId, t.merchantNo), index('operators_merchant_idx').on(t.merchantNo)],
);
