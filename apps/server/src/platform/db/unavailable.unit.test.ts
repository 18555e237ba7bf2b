import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const err = (o: { code?: string; message?: string; cause?: unknown }) => Object.assign(new Error(o.message ?? 'failed'), o);

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away: refused, dropped, shutting down, out of connections, wrapped or not', () => {
    for (const e of [
      err({ code: 'ECONNREFUSED' }),
      err({ message: 'Connection terminated unexpectedly' }),
      err({ code: '57P01', message: 'terminating connection due to administrator command' }),
      err({ code: '53300' }),
      err({ code: '08006' }),
      err({ message: 'Failed query: select 1', cause: err({ code: 'ECONNRESET' }) }),
    ])
      expect(isDatabaseUnavailable(e), e.message).toBe(true);
  });

  it('leaves real faults alone: a constraint, a syntax error, a bug', () => {
    for (const e of [err({ code: '23505' }), err({ code: '42601' }), new TypeError('x is undefined'), null, 'text'])
      expect(isDatabaseUnavailable(e)).toBe(false);
  });
});
