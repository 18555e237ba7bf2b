import { afterEach, beforeEach, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { queryClient } from '../lib/query-client';
import { envelopeResponse } from './utils';

/** What a page test's fake server answers: an envelope's data, or a whole Response. */
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
      return data instanceof Response ? data : envelopeResponse(SUCCESS_CODE, data ?? {});
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    queryClient.clear();
  });
  return {
    requests,
    /** sets how the server answers the next requests */
    answer: (fn: Answer) => {
      answer = fn;
    },
    /** the URLs of the requests to a path ending so, oldest first */
    urls: (pathEnd: string) => requests.filter((r) => r.url.pathname.endsWith(pathEnd)).map((r) => r.url),
  };
}

/** Renders a page at a URL with the app's query client and a router, as the portal would. */
export function renderAt(url: string, page: ReactElement) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}
