import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, AUDIT_RETENTION_DAYS } from './audit-actions.ts';
import { pageQuery } from './envelope.ts';
import { bigIdParam, intParam, isoDateTime, rangeOrdered, serialIdParam, text } from './validation.ts';

/**
 * The team audit log (Account › Audit log): the merchant's audit entries for its administrators,
 * filtered by operator, action, object type and id, time range and IP, exported through the
 * download center; and how long they are kept.
 */
const filterShape = {
  userId: serialIdParam.optional(),
  action: z.enum(AUDIT_ACTIONS as [string, ...string[]], { message: 'validation.invalid' }).optional(),
  objectType: z.enum(AUDIT_OBJECT_TYPES as [string, ...string[]], { message: 'validation.invalid' }).optional(),
  objectId: text(200).optional(),
  ip: z
    .string()
    .trim()
    .max(64, 'validation.maxLength')
    .regex(/^[0-9A-Fa-f.:]*$/, 'auditLog.ipInvalid')
    .optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
};
export const auditLogFilters = z.object(filterShape);
export type AuditLogFilters = z.output<typeof auditLogFilters>;
/** GET /api/account/auditLog/list */
export const auditLogListQuery = pageQuery.extend(filterShape).superRefine(rangeOrdered('beginTime', 'endTime'));
/** POST /api/account/auditLog/export */
export const auditLogExportBody = auditLogFilters.superRefine(rangeOrdered('beginTime', 'endTime'));

/** One field of an entry's before/after summary, as text: `before → after`, or a value alone. */
export const auditChange = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChange>;

export const auditLogItem = z.object({
  id: z.number().int(),
  time: z.string(),
  /** null: the system (a job, the provider) */
  userId: z.number().int().nullable(),
  operatorEmail: z.string(),
  operatorName: z.string(),
  action: z.string(),
  /** the action's label in the caller's language */
  actionName: z.string(),
  objectType: z.string().nullable(),
  objectTypeName: z.string(),
  objectId: z.string(),
  ip: z.string(),
  /** browser and operating system read from the user agent, e.g. "Chrome 120 · macOS 14" */
  device: z.string(),
  /** the summary's fields, secrets replaced by a mask */
  changes: z.array(auditChange),
});
export type AuditLogItem = z.infer<typeof auditLogItem>;

export const auditLogDetail = auditLogItem.extend({ userAgent: z.string() });
export const auditLogIdQuery = z.object({ id: bigIdParam });

/** The choices of the filters: the merchant's operators, the actions and object types with their labels. */
export const auditLogOptions = z.object({
  operators: z.array(z.object({ userId: z.number().int(), email: z.string(), name: z.string() })),
  actions: z.array(z.object({ value: z.string(), label: z.string(), objectType: z.string() })),
  objectTypes: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const auditRetention = z.object({
  days: z.number().int(),
  choices: z.array(z.number().int()),
  updatedAt: z.string().nullable(),
});
export const auditRetentionBody = z.object({
  days: intParam(1, 3650).refine((d) => (AUDIT_RETENTION_DAYS as readonly number[]).includes(d), 'validation.invalid'),
});
