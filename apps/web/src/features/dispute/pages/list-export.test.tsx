import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { ChargebackListPage } from './list-page';
import { item } from '../test-fixture';

describe('chargeback list: dashboard links and export', () => {
  const api = fakeApi();
  const show = (url: string, codes = ['transaction:refuse', 'transaction:refuse:export']) => {
    api.answer((u) => (u.pathname.endsWith('/chargeback/export') ? { id: 3, fileStatus: 'GI' } : { content: [item()], total: 1, page: 1, size: 10 }));
    renderAt(url, <ChargebackListPage onOpen={() => {}} onOpenTransaction={() => {}} />, { codes });
  };

  it("reads the dashboard's filters and the report's month from the URL, and exports what it shows", async () => {
    await inLanguage('en');
    show('/transaction/refuse?group=all&due=soon&month=2026-11&scheme=visa');
    await screen.findByText('1 chargebacks');
    expect(Object.fromEntries(api.urls('/chargeback/list').at(-1)!.searchParams)).toMatchObject({
      group: 'all',
      due: 'soon',
      month: '2026-11',
      scheme: 'visa',
    });
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(api.bodies('/chargeback/export')).toEqual([{ group: 'all', due: 'soon', month: '2026-11', scheme: 'visa' }]));
  });

  it('drops a malformed month and offers no export without its code (Chinese)', async () => {
    await inLanguage('zh-cn');
    show('/transaction/refuse?group=won&decided=last30&month=2026-13', ['transaction:refuse']);
    await screen.findByRole('radio', { name: '胜诉' });
    await waitFor(() => expect(api.urls('/chargeback/list').length).toBeGreaterThan(0));
    const q = Object.fromEntries(api.urls('/chargeback/list').at(-1)!.searchParams);
    expect(q).toMatchObject({ group: 'won', decided: 'last30' });
    expect(q.month).toBeUndefined();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });
});
