import { afterEach, beforeEach, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { AccessProvider } from '../components/access';
import { permissionsOf } from '../lib/access';
import { queryClient } from '../lib/query-client';
import { envelopeResponse } from './utils';

/** What a page test's fake server answers: an envelope's data (undefined: `{}`), or a whole Response. */
export type Answer = (url: URL, init?: RequestInit) => unknown;

/**
 * A fake API for page tests (call it at the top of a describe): fetch is stubbed before each test,
 * every request is recorded, `answer` decides the data of a successful envelope (or returns a
 * Response), and the query cache starts empty.
 */
export function fakeApi() {
  const requests: Array<{ url: URL; init?: RequestInit }> = [];
  let answer: Answer = () => ({});
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    queryClient.clear();
    requests.length = 0;
    answer = () => ({});
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push({ url, init });
      const data = await answer(url, init);
      return data instanceof Response ? data : envelopeResponse(SUCCESS_CODE, data === undefined ? {} : data);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    queryClient.clear();
  });
  const sent = (pathEnd: string) => requests.filter((r) => r.url.pathname.endsWith(pathEnd));
  return {
    requests,
    /** sets how the server answers the next requests */
    answer: (fn: Answer) => {
      answer = fn;
    },
    /** the requests to a path ending so, oldest first */
    sent,
    /** the URLs of the requests to a path ending so, oldest first */
    urls: (pathEnd: string) => sent(pathEnd).map((r) => r.url),
    /** the JSON bodies sent to a path ending so, oldest first */
    bodies: (pathEnd: string): unknown[] => sent(pathEnd).map((r) => JSON.parse(String(r.init?.body))),
  };
}

/**
 * Renders a page at a URL with the app's query client and a router, as the portal would; with
 * `codes`, for an operator holding those permission codes (of a merchant running both businesses).
 */
export function renderAt(url: string, page: ReactElement, { codes }: { codes?: string[] } = {}) {
  const shown = codes ? <AccessProvider permissions={permissionsOf({ permissions: codes, userInfo: { businessType: '2' } })}>{page}</AccessProvider> : page;
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{shown}</MemoryRouter>
    </QueryClientProvider>,
  );
}
