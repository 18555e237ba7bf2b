import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { ID } from '../test-fixture';
import { AppealListPage } from './appeal-list-page';

const DAY = 86_400_000;

/** A rebuttal as the list answers it: the open round's draft of a Visa 13.1, due tomorrow. */
function row(over: Record<string, unknown> = {}) {
  return {
    chargebackId: ID,
    merchantNo: 'M1',
    round: 1,
    status: 'draft',
    scheme: 'visa',
    reasonCode: '13.1',
    reason: 'Merchandise or services not received',
    category: 'product_not_received',
    amount: '120.00',
    currency: 'USD',
    chargebackStatus: 'new',
    dueAt: new Date(Date.now() + DAY).toISOString(),
    editable: true,
    documents: 2,
    submittedAt: null,
    decidedAt: null,
    lastEditor: 'Ada Lin',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...over,
  };
}

const DECIDED = 'CB20261120000000000002';
const LAPSED = 'CB20261118000000000003';

describe('rebuttal list', () => {
  const api = fakeApi();
  let opened: string[] = [];
  let edited: string[] = [];
  const show = (url = '/transaction/appeal', codes = ['transaction:refuse', 'transaction:refuse:appeal']) => {
    opened = [];
    edited = [];
    api.answer(() => ({
      content: [
        row(),
        row({
          chargebackId: DECIDED,
          round: 2,
          status: 'lost',
          editable: false,
          chargebackStatus: 'lost',
          dueAt: null,
          documents: 0,
          submittedAt: new Date().toISOString(),
          decidedAt: new Date().toISOString(),
        }),
        row({ chargebackId: LAPSED, dueAt: new Date(Date.now() - DAY).toISOString(), editable: false, lastEditor: null }),
      ],
      total: 3,
      page: 1,
      size: 10,
    }));
    renderAt(url, <AppealListPage onOpenChargeback={(id) => opened.push(id)} onEdit={(id) => edited.push(id)} />, { codes });
  };
  const lastQuery = () => api.urls('/chargeback/rebuttal/list').at(-1)!.searchParams;

  it('shows each round with its chargeback, status, reason, amount and documents; asks for every rebuttal first, then each quick filter', async () => {
    await inLanguage('en');
    show();
    expect(await screen.findByText('3 rebuttals')).toBeTruthy();
    expect(lastQuery().get('group')).toBe('all');
    expect(screen.getAllByText('13.1 · Merchandise or services not received')).toHaveLength(3);
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getAllByText('Draft')).toHaveLength(2);
    expect(screen.getByText('Lost')).toBeTruthy();
    expect(screen.getAllByText('Ada Lin')).toHaveLength(2);
    // the lapsed draft's due date is marked overdue
    expect(screen.getByText('Overdue')).toBeTruthy();
    for (const [tab, group] of [
      ['Drafts', 'drafts'],
      ['Submitted', 'submitted'],
      ['Decided', 'decided'],
    ] as const) {
      fireEvent.click(screen.getByRole('radio', { name: tab }));
      await waitFor(() => expect(lastQuery().get('group')).toBe(group));
    }
  });

  it('keeps the filters of the URL: status, round, chargeback ID', async () => {
    await inLanguage('en');
    show(`/transaction/appeal?group=drafts&status=draft&round=2&chargebackId=${ID}`);
    await waitFor(() => expect(api.urls('/chargeback/rebuttal/list').length).toBeGreaterThan(0));
    expect(Object.fromEntries(lastQuery())).toMatchObject({ group: 'drafts', status: 'draft', round: '2', chargebackId: ID });
  });

  it('opens the chargeback from its ID and continues only an open draft in the editor', async () => {
    await inLanguage('en');
    show();
    fireEvent.click(await screen.findByText(DECIDED));
    expect(opened).toEqual([DECIDED]);
    const buttons = screen.getAllByRole('button', { name: `Continue the draft of ${ID}` });
    expect(buttons).toHaveLength(1);
    expect(screen.queryByRole('button', { name: `Continue the draft of ${LAPSED}` })).toBeNull();
    fireEvent.click(buttons[0]!);
    expect(edited).toEqual([ID]);
  });

  it('offers no editor to an operator who may only view', async () => {
    await inLanguage('en');
    show('/transaction/appeal', ['transaction:refuse']);
    expect(await screen.findByText('3 rebuttals')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue the draft/ })).toBeNull();
  });

  it('speaks Chinese', async () => {
    await inLanguage('zh-cn');
    show();
    expect(await screen.findByText('共 3 条申诉')).toBeTruthy();
    expect(screen.getAllByText('13.1 · 未收到商品或服务')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '已裁决' })).toBeTruthy();
    expect(screen.getByText('已逾期')).toBeTruthy();
  });
});
