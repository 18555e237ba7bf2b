import { z, type ZodType } from 'zod';
import { fieldError } from './errors.ts';

/**
 * A route served under a family path (/blocMer, /proxyMer; spec 7) reads the rows of every member
 * of the group; `?member=<merchantNo>` narrows it to one of them, the same way for every list,
 * detail and export of the family, so a group view filters by member without each route doing so.
 */

const memberField = {
  member: z
    .string()
    .regex(/^[A-Za-z0-9]{1,32}$/, 'validation.invalid')
    .optional(),
};

/** The query schema of a family registration: the endpoint's own fields and `member`. */
export function familyQuery(query: ZodType | undefined): ZodType | undefined {
  if (!query) return z.object(memberField);
  // an object query (with or without refinements) takes the field; any other shape stays as it is
  return query instanceof z.ZodObject ? query.safeExtend(memberField) : query;
}

/** The scope and query a handler sees: one member's rows when the request named a member of the family. */
export function narrowToMember<Q>(scope: string[], query: Q): { scope: string[]; query: Q } {
  const member = (query as { member?: string } | undefined)?.member;
  if (member === undefined) return { scope, query };
  const { member: _, ...rest } = query as Record<string, unknown>;
  // a merchant outside the family is refused like any bad value, naming the field
  if (!scope.includes(member)) throw fieldError('member', 'validation.invalid');
  return { scope: [member], query: rest as Q };
}
