import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { envelopeResponse, inLanguage } from '../test/utils';
import { ApiError, apiUrl, NETWORK_ERROR, request, type RequestOptions } from './api-client';

/** request() as a GET with a query or a POST with a body (pages send endpoint objects through call()). */
type Extra = Omit<RequestOptions, 'method' | 'query' | 'body'>;
const api = {
  get: <T>(path: string, query?: RequestOptions['query'], extra?: Extra) => request<T>(path, { ...extra, query }),
  post: <T>(path: string, body?: unknown, extra?: Extra) => request<T>(path, { ...extra, method: 'POST', body }),
};
import { bindNavigator } from './navigation';
import { queryClient } from './query-client';
import { loginData, saveLoginData } from './session-state';
import { toast } from './toast';
import type { SessionInfo } from '@crossbill/contracts/session';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(to: string) => void>();

const session = (merchantType: number) =>
  ({ userInfo: { userId: 7, merchantNo: 'M1', merchantName: 'Shop', merchantType }, loginRecord: { roleName: 'Admin' } }) as unknown as SessionInfo;

beforeAll(() => inLanguage('en'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  bindNavigator(navigate);
  vi.spyOn(toast, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  navigate.mockReset();
  queryClient.clear();
});

const rejection = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a rejection');
};

describe('api client', () => {
  it('sends the client headers and the UI language, with the session cookie', async () => {
    fetchMock.mockResolvedValue(envelopeResponse('20000', { ok: true }));
    await expect(api.get('/merLogin/listMenus', { a: 1, b: undefined })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/merLogin/listMenus?a=1');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'ow-source': 'merchant', 'ow-version': '1.9.12-2', 'ow-language': 'en' });
  });

  it('marks background polling so that it does not count as the operator being active', async () => {
    fetchMock.mockResolvedValue(envelopeResponse('20000', { content: [], total: 0 }));
    await api.get('/merAnnouncement/unreadlist', { size: 3 }, { background: true });
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'ow-background': '1' });
    fetchMock.mockResolvedValue(envelopeResponse('20000', null));
    await api.get('/merLogin/getUserInformation');
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty('ow-background');
  });

  it('posts JSON and an empty body when there is none', async () => {
    fetchMock.mockResolvedValue(envelopeResponse('20000', null));
    await api.post('/merLogin/switchLanguage', { language: 'en' });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{"language":"en"}' });
    fetchMock.mockResolvedValue(envelopeResponse('20000', null));
    await api.post('/merOperator/defaultLoginAccount/3');
    expect(fetchMock.mock.calls[1]![1]?.body).toBeUndefined();
  });

  it.each([
    [Codes.NOT_LOGGED_IN.code, '/user/login'],
    [Codes.PASSWORD_EXPIRED.code, '/user/expire-password'],
  ])('%s clears the session state, then navigates to %s, without a toast', async (code, to) => {
    queryClient.setQueryData(['menus'], [1]);
    saveLoginData(session(1));
    fetchMock.mockResolvedValue(envelopeResponse(code, null, 'ended', 401));
    const error = await rejection(api.get('/merLogin/listMenus'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.respCode).toBe(code);
    expect(navigate).toHaveBeenCalledWith(to);
    expect(queryClient.getQueryData(['menus'])).toBeUndefined();
    expect(loginData()).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('the session probe resolves null when nobody is logged in (no redirect)', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(Codes.NOT_LOGGED_IN.code, null, 'no', 401));
    await expect(api.get('/merLogin/getUserInformation', undefined, { probe: true })).resolves.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['11000', '00004|00002', '00004|00026', '00004|14000', '00004|14006', '00019|50026', '00010', '00023', '00010|00023'])(
    'silent code %s rejects with respCode, respMsg and data, and no toast',
    async (code) => {
      fetchMock.mockResolvedValue(envelopeResponse(code, { failures: 1 }, 'counter text', 400));
      const error = await rejection(api.post('/merLogin/doLogin', {}));
      expect(error).toMatchObject({ respCode: code, respMsg: 'counter text', data: { failures: 1 }, notified: false });
      expect(toast.error).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('00022|00011 shows its own message instead of the server one', async () => {
    fetchMock.mockResolvedValue(envelopeResponse('00022|00011', null, 'server text', 409));
    await rejection(api.post('/risk/add', {}));
    expect(toast.error).toHaveBeenCalledWith('A blacklist of the same type already exists; you can add the values to it directly.');
  });

  it('any other code shows the server message as an error toast and rejects', async () => {
    fetchMock.mockResolvedValue(envelopeResponse('00014', null, 'This account has been disabled.', 403));
    const error = await rejection(api.post('/merLogin/doLogin', {}));
    expect(error).toMatchObject({ respCode: '00014', notified: true });
    expect(toast.error).toHaveBeenCalledWith('This account has been disabled.');
  });

  it('an unknown code is an error toast too', async () => {
    fetchMock.mockResolvedValue(envelopeResponse('77777', null, 'Strange', 400));
    await rejection(api.get('/x'));
    expect(toast.error).toHaveBeenCalledWith('Strange');
  });

  it("a network failure says 'Request failed'", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(api.get('/x'));
    expect(error.respCode).toBe(NETWORK_ERROR);
    expect(toast.error).toHaveBeenCalledWith('Request failed');
  });

  it("an answer without an envelope (proxy error page) is a 'Request failed' too", async () => {
    fetchMock.mockResolvedValue(new Response('<html>502</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await rejection(api.get('/x'));
    expect(toast.error).toHaveBeenCalledWith('Request failed');
  });

  it('quiet requests only log (dictionaries, menus)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(envelopeResponse('99999', null, 'boom', 500));
    await rejection(api.get('/dict/list', undefined, { quiet: true }));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('passes blob responses through', async () => {
    fetchMock.mockResolvedValue(new Response('a,b\n1,2', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const blob = await api.get<Blob>('/downloadFile/download/1');
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('a,b\n1,2');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('reads list paths of group (3) and type-2 merchants under /blocMer and /proxyMer', () => {
    expect(apiUrl('/merAnnouncement/list', { page: 1 }, true)).toBe('/api/merAnnouncement/list?page=1');
    saveLoginData(session(3));
    expect(apiUrl('/merAnnouncement/list', { page: 1 }, true)).toBe('/api/blocMer/merAnnouncement/list?page=1');
    saveLoginData(session(2));
    expect(apiUrl('/downloadFile/queryDownloads', undefined, true)).toBe('/api/proxyMer/downloadFile/queryDownloads');
    expect(apiUrl('/merLogin/listMenus')).toBe('/api/merLogin/listMenus');
  });
});
