import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { FileStatus } from '@crossbill/contracts/constants';
import { queryClient } from '../../../lib/query-client';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { DownloadPopover } from './download-popover';

const fetchMock = vi.fn<typeof fetch>();
const task = (fileStatus: string) => ({
  id: 7,
  merchantNo: 'M1',
  fileName: 'transactions.xlsx',
  fileUrl: null,
  dateTime: '2026-11-22T08:00:00Z',
  fileStatus,
  downloadFlag: 0,
});
const page = (content: unknown[], total = content.length) => ({ content, total, page: 1, size: 5 });

describe('download popover badge', () => {
  beforeEach(async () => {
    await inLanguage('en');
    queryClient.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    queryClient.clear();
  });

  it('counts a file that finishes after the badge last looked, without waiting for the slow refresh', async () => {
    // the file is generating at first and ready from the list's next look on
    let recentLooks = 0;
    let ready = false;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/downloadFile/queryDownloadsExclude')) return envelopeResponse(SUCCESS_CODE, page(ready ? [task(FileStatus.READY)] : []));
      if (url.includes('/downloadFile/queryDownloads')) {
        recentLooks += 1;
        // the badge answers first, while the list is still on its way
        await new Promise((r) => setTimeout(r, 50));
        ready = recentLooks > 1;
        return envelopeResponse(SUCCESS_CODE, page([task(ready ? FileStatus.READY : FileStatus.GENERATING)]));
      }
      return envelopeResponse(SUCCESS_CODE, {});
    });
    render(
      <QueryClientProvider client={queryClient}>
        <DownloadPopover />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download tasks, 0 ready' })).toBeTruthy());
    // the list looks again after a few seconds and sees the file ready: so does the badge
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download tasks, 1 ready' })).toBeTruthy(), { timeout: 8000 });
  }, 15_000);
});
