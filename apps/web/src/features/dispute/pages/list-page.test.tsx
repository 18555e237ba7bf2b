import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { ChargebackListPage } from './list-page';
import { item } from '../test-fixture';

// due tomorrow: the list marks it
const row = item({ dueAt: new Date(Date.now() + 86_400_000).toISOString() });

describe('chargeback list', () => {
  const api = fakeApi();
  const show = (url = '/transaction/refuse') => {
    api.answer(() => ({ content: [row], total: 1, page: 1, size: 10 }));
    renderAt(url, <ChargebackListPage onOpen={() => {}} onOpenTransaction={() => {}} />, { codes: ['transaction:refuse'] });
  };
  const lastGroup = () => api.urls('/chargeback/list').at(-1)?.searchParams.get('group');

  it('asks for the received ones first, and each quick filter for its group', async () => {
    await inLanguage('en');
    show();
    expect(await screen.findByText('1 chargebacks')).toBeTruthy();
    expect(lastGroup()).toBe('received');
    for (const [tab, group] of [
      ['In rebuttal', 'in_rebuttal'],
      ['All', 'all'],
      ['Won', 'won'],
      ['Lost', 'loss'],
      ['Closed', 'closed'],
    ] as const) {
      fireEvent.click(screen.getByRole('radio', { name: tab }));
      await waitFor(() => expect(lastGroup()).toBe(group));
    }
  });

  it('keeps the filters of the URL beside the group', async () => {
    await inLanguage('en');
    show('/transaction/refuse?group=won&scheme=visa&category=fraud&arn=7400');
    await waitFor(() => expect(api.urls('/chargeback/list').length).toBeGreaterThan(0));
    const q = api.urls('/chargeback/list').at(-1)!.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ group: 'won', scheme: 'visa', category: 'fraud', arn: '7400' });
  });

  it('names the reason in English', async () => {
    await inLanguage('en');
    show();
    expect(await screen.findByText('13.1 · Merchandise or services not received')).toBeTruthy();
  });

  it('names the reason in Chinese', async () => {
    await inLanguage('zh-cn');
    show();
    expect(await screen.findByText('13.1 · 未收到商品或服务')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '申诉中' })).toBeTruthy();
  });
});
