import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { Codes } from '@crossbill/contracts/codes';
import type { SessionInfo } from '@crossbill/contracts/session';
import { envelopeResponse, inLanguage } from '../test/utils';
import { listDownloads } from '@crossbill/contracts/endpoints/download';
import { call } from '../lib/call';
import { queryClient } from '../lib/query-client';
import { onSessionCleared, saveLoginData } from '../lib/session-state';
import { toast } from '../lib/toast';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { useSession } from '../features/session/api/get-session';
import { NavigatorBinding } from './router';

// A password that expires (00005|10040) or a session that ends (00004|10023) while the portal is
// open: whichever request meets it first leads once to the code's page, and the portal's polling
// stops. Before, every answer cleared the cache again, the mounted pages asked again, and the page
// kept polling behind its spinner.

const fetchMock = vi.fn<typeof fetch>();
const session = {
  userInfo: { userId: 7, merchantNo: 'M1', merchantName: 'Shop', merchantType: 1 },
  loginRecord: { roleName: 'Admin' },
} as unknown as SessionInfo;

/** A portal page that polls (like the download popover), in a shell whose state resets when the session is cleared (like the tabs). */
function PollingPage({ dirty = false }: { dirty?: boolean }) {
  const s = useSession();
  const [, rerender] = useState(0);
  useEffect(() => onSessionCleared(() => rerender((n) => n + 1)), []);
  useLeaveGuard(dirty);
  const poll = useQuery({
    queryKey: ['poll'],
    queryFn: () => call(listDownloads, { query: {} }, { background: true }),
    refetchInterval: 5_000,
  });
  return <p>{s.data ? `portal ${poll.status}` : 'loading'}</p>;
}

function TargetPage({ name }: { name: string }) {
  useSession();
  return <h1>{name}</h1>;
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderApp(dirty = false) {
  window.history.replaceState(null, '', '/transfer/transfer');
  return render(
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NavigatorBinding />
        <Routes>
          <Route path="/transfer/transfer" element={<PollingPage dirty={dirty} />} />
          <Route path="/user/expire-password" element={<TargetPage name="expire password page" />} />
          <Route path="/user/login" element={<TargetPage name="login page" />} />
        </Routes>
        <Where />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`/api${path}`)).length;
const allCalls = () => fetchMock.mock.calls.length;

/** The server: a live session until `end(code)`; then every call that needs one answers the code. */
function server() {
  let ended: string | null = null;
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/api/merLogin/currentSession')) return ended ? envelopeResponse(ended, null, 'ended', 403) : envelopeResponse('20000', session);
    if (ended) return envelopeResponse(ended, null, 'ended', ended === Codes.NOT_LOGGED_IN.code ? 401 : 403);
    if (path.startsWith('/api/merLogin/getUserInformation')) return envelopeResponse('20000', session);
    return envelopeResponse('20000', { content: [], total: 0 });
  });
  return { end: (code: string) => (ended = code) };
}

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(() => inLanguage('en'));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toast, 'error').mockImplementation(() => undefined);
  saveLoginData(session);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  queryClient.clear();
});

describe('a session that ends while the portal is open', () => {
  it.each([
    [Codes.PASSWORD_EXPIRED.code, '/user/expire-password', 'expire password page'],
    [Codes.NOT_LOGGED_IN.code, '/user/login', 'login page'],
  ])('%s from a poll leads once to %s and the polling stops', async (code, to, page) => {
    const s = server();
    const cleared = vi.fn();
    const off = onSessionCleared(cleared);
    try {
      renderApp();
      expect(await screen.findByText('portal success')).toBeTruthy();
      s.end(code);
      await tick(5_000); // the next poll meets the ended session
      expect(await screen.findByRole('heading', { name: page })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe(to);

      const settled = allCalls();
      await tick(60_000);
      // nothing keeps asking: no poll, no session probe over and over
      expect(allCalls() - settled).toBe(0);
      expect(callsTo('/merLogin/currentSession') + callsTo('/merLogin/getUserInformation')).toBeLessThanOrEqual(2);
      expect(cleared).toHaveBeenCalledTimes(1);
      expect(toast.error).not.toHaveBeenCalled();
    } finally {
      off();
    }
  });

  it('leaves a page with unsaved changes too: nothing can be saved once the password expired', async () => {
    const s = server();
    renderApp(true);
    expect(await screen.findByText('portal success')).toBeTruthy();
    s.end(Codes.PASSWORD_EXPIRED.code);
    await tick(5_000);
    expect(await screen.findByRole('heading', { name: 'expire password page' })).toBeTruthy();
    const settled = allCalls();
    await tick(60_000);
    expect(allCalls() - settled).toBe(0);
  });
});
