import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, inLanguage } from '../test/utils';
import { downloadFile, fileNameFromDisposition } from './download';
import { toast } from './toast';

describe('file name from Content-Disposition', () => {
  it.each([
    [`attachment; filename="report.xlsx"`, 'report.xlsx'],
    [`attachment; filename=report.csv`, 'report.csv'],
    [`attachment; filename="a \\"b\\".csv"`, 'a "b".csv'],
    [`attachment; filename*=UTF-8''%E7%99%BB%E5%BD%95%E8%AE%B0%E5%BD%95.xlsx`, '登录记录.xlsx'],
    [`attachment; filename="sign-in-activity.xlsx"; filename*=UTF-8''%E7%99%BB%E5%BD%95.xlsx`, '登录.xlsx'],
    [`attachment; FILENAME*=utf-8'en'%20spaced%20name.pdf`, ' spaced name.pdf'],
    [`attachment; filename*=iso-8859-1''caf%E9.txt`, 'café.txt'],
    [`attachment`, null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe('download helper', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => inLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  const setup = () => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    return clicks;
  };

  it('GETs the file, saves it under the server name and says so', async () => {
    const clicks = setup();
    fetchMock.mockResolvedValue(
      new Response('x', { headers: { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename*=UTF-8''a%20b.xlsx` } }),
    );
    await expect(downloadFile('/downloadFile/download/4')).resolves.toBe(true);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/downloadFile/download/4');
    expect(clicks).toEqual(['a b.xlsx']);
    expect(toast.success).toHaveBeenCalledWith('Download successful');
  });

  it('POSTs with an empty body', async () => {
    setup();
    fetchMock.mockResolvedValue(new Response('x', { headers: { 'content-type': 'text/csv' } }));
    await downloadFile('/report/export', { method: 'POST', fallbackName: 'report.csv' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it("says 'Download failed' when no file came (silent code) and not twice after a server toast", async () => {
    setup();
    fetchMock.mockResolvedValue(envelopeResponse('00010', null, 'no data', 404));
    await expect(downloadFile('/downloadFile/download/9')).resolves.toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Download failed');

    vi.mocked(toast.error).mockClear();
    fetchMock.mockResolvedValue(envelopeResponse('00007', null, 'The requested resource does not exist.', 404));
    await downloadFile('/downloadFile/download/9');
    expect(vi.mocked(toast.error).mock.calls).toEqual([['The requested resource does not exist.']]);
  });
});
