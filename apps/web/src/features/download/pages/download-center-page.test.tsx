import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { DownloadCenterPage } from './download-center-page';

const task = (id: number, fileStatus: string, downloadFlag = 0) => ({
  id,
  merchantNo: 'M1',
  fileName: `export-${id}.xlsx`,
  fileUrl: null,
  dateTime: '2026-11-20T02:00:00.000Z',
  fileStatus,
  downloadFlag,
});

describe('the download center', () => {
  const api = fakeApi();
  const lists = () => api.urls('/downloadFile/queryDownloads');

  function open(url: string) {
    api.answer((u) =>
      u.pathname.endsWith('/downloadFile/queryDownloads') ? { content: [task(1, 'GS', 1), task(2, 'GE')], total: 2, page: 1, size: 10 } : undefined,
    );
    renderAt(url, <DownloadCenterPage />);
  }

  it('shows the last 30 days when no days are chosen; a ready file offers its download, an expired one says it is gone', async () => {
    await inLanguage('en');
    open('/download?fileStatus=GS');
    const ready = (await screen.findByText('export-1.xlsx')).closest('tr')!;
    const q = lists().at(-1)!.searchParams;
    expect(q.get('fileStatus')).toBe('GS');
    const days = (Date.parse(q.get('endTime')!) - Date.parse(q.get('beginTime')!)) / 86_400_000;
    expect(days).toBe(30);
    expect(Math.abs(Date.parse(q.get('endTime')!) - Date.now())).toBeLessThan(60_000);
    expect(within(ready as HTMLElement).getByRole('button', { name: /Download/ })).toBeTruthy();
    expect(within(ready as HTMLElement).getByText('Yes')).toBeTruthy();
    const expired = screen.getByText('export-2.xlsx').closest('tr')!;
    expect(within(expired as HTMLElement).getByText('File removed, export again')).toBeTruthy();
    expect(within(expired as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('asks for the business days of the URL when they are chosen', async () => {
    await inLanguage('zh-cn');
    open('/download?begin=2026-11-01&end=2026-11-02');
    await screen.findByText('export-1.xlsx');
    const q = lists().at(-1)!.searchParams;
    // whole Beijing days: 00:00 UTC+8 of the first to 00:00 UTC+8 after the last
    expect(q.get('beginTime')).toBe('2026-10-31T16:00:00.000Z');
    expect(q.get('endTime')).toBe('2026-11-02T16:00:00.000Z');
    expect(screen.getByText('共 2 个任务')).toBeTruthy();
  });
});
