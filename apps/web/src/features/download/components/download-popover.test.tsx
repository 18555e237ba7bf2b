import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { FileStatus } from '@crossbill/contracts/constants';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { DownloadPopover } from './download-popover';

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
  const api = fakeApi();
  beforeEach(async () => {
    await inLanguage('en');
  });

  it('counts a file that finishes after the badge last looked, without waiting for the slow refresh', async () => {
    // the file is generating at first and ready from the list's next look on
    let recentLooks = 0;
    let ready = false;
    api.answer(async (u) => {
      if (u.pathname.endsWith('/downloadFile/queryDownloadsExclude')) return page(ready ? [task(FileStatus.READY)] : []);
      if (u.pathname.endsWith('/downloadFile/queryDownloads')) {
        recentLooks += 1;
        // the badge answers first, while the list is still on its way
        await new Promise((r) => setTimeout(r, 50));
        ready = recentLooks > 1;
        return page([task(ready ? FileStatus.READY : FileStatus.GENERATING)]);
      }
    });
    renderAt('/', <DownloadPopover />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download tasks, 0 ready' })).toBeTruthy());
    // the list looks again after a few seconds and sees the file ready: so does the badge
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download tasks, 1 ready' })).toBeTruthy(), { timeout: 8000 });
  }, 15_000);
});
