import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { caseRow, TX } from '../case-fixture';
import { CaseListPage } from './case-list-page';

describe('dispute case list', () => {
  const api = fakeApi();
  const opened: string[] = [];
  const show = (url = '/transaction/dispute', rows = [caseRow()]) => {
    api.answer(() => ({ content: rows, total: rows.length, page: 1, size: 10 }));
    renderAt(url, <CaseListPage onOpen={(id) => opened.push(id)} onOpenTransaction={() => {}} />, { codes: ['transaction:dispute'] });
  };

  it('shows a case with its card, amounts, stage and outcome, its due date marked when near, and opens it', async () => {
    await inLanguage('en');
    show();
    expect(await screen.findByText('1 cases')).toBeTruthy();
    expect(screen.getByText('Second rebuttal / pre-arbitration')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('424242****4242')).toBeTruthy();
    const due = screen.getAllByText(/\d{4}/).find((e) => e.className.includes('danger'));
    expect(due).toBeTruthy();
    fireEvent.click(screen.getByText('View case'));
    expect(opened).toEqual([TX]);
  });

  it('sends the filters of the URL', async () => {
    await inLanguage('en');
    show(`/transaction/dispute?stage=chargeback&outcome=open&transactionId=${TX}`);
    await waitFor(() => expect(api.urls('/dispute/case/list').length).toBeGreaterThan(0));
    expect(Object.fromEntries(api.urls('/dispute/case/list').at(-1)!.searchParams)).toMatchObject({ stage: 'chargeback', outcome: 'open', transactionId: TX });
  });

  it('names stages and outcomes in Chinese; a far due date is not marked', async () => {
    await inLanguage('zh-cn');
    show('/transaction/dispute', [
      caseRow({ stage: 'closed', outcome: 'lost', nextDueAt: null }),
      caseRow({ transactionId: 'T2', stage: 'inquiry', nextDueAt: new Date(Date.now() + 6 * 86_400_000).toISOString() }),
    ]);
    expect(await screen.findByText('已结案')).toBeTruthy();
    expect(screen.getByText('败诉')).toBeTruthy();
    expect(screen.getByText('调单')).toBeTruthy();
    expect(screen.getByText('争议案件')).toBeTruthy();
    expect(document.querySelectorAll('.ant-typography-danger')).toHaveLength(0);
  });
});
