import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '@crossbill/contracts/session';
import { envelopeResponse } from '../../../test/utils';
import { queryClient } from '../../../lib/query-client';
import { sessionKey } from './get-session';
import { endSession } from './logout';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('endSession', () => {
  it('ends the session on the server and leaves the session marked ended, not merely unknown', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(envelopeResponse('20000', null));
    vi.stubGlobal('fetch', fetchMock);
    queryClient.setQueryData(sessionKey, { userInfo: { userId: 1 } } as unknown as SessionInfo);
    queryClient.setQueryData(['menu'], [{ id: 1 }]);

    await endSession();

    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/merLogin/logout');
    // null (logged out), so that the login page's guard does not wait for, or reuse, the old session
    expect(queryClient.getQueryState(sessionKey)?.data).toBeNull();
    expect(queryClient.getQueryData(['menu'])).toBeUndefined();
  });

  it('forgets the session even when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    queryClient.setQueryData(sessionKey, { userInfo: { userId: 1 } } as unknown as SessionInfo);
    await endSession();
    expect(queryClient.getQueryState(sessionKey)?.data).toBeNull();
  });
});
