import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalFlowView } from '@crossbill/contracts/transfer-approval';
import { inLanguage } from '../../../test/utils';
import { ApprovalFlow } from './approval-flow';
import { DecisionDialog } from './decision-dialog';

const person = (userId: number, name: string) => ({ userId, name, email: `${name.toLowerCase()}@x.test` });
const FLOW: ApprovalFlowView = {
  flowId: 7,
  subjectType: 'transfer',
  subjectId: 'T-1',
  status: 'rejected',
  mode: 'any',
  currentStep: 2,
  stepCount: 2,
  currency: 'USD',
  amount: '1500.00',
  submitter: person(1, 'Sam'),
  reason: 'Wrong payee',
  createdAt: '2026-03-01T02:00:00.000Z',
  finishedAt: '2026-03-01T03:00:00.000Z',
  steps: [
    {
      stepNo: 1,
      status: 'approved',
      completedAt: '2026-03-01T02:30:00.000Z',
      approvers: [{ ...person(2, 'Ann'), decision: 'approve', reason: null, decidedAt: '2026-03-01T02:30:00.000Z' }],
    },
    {
      stepNo: 2,
      status: 'rejected',
      completedAt: '2026-03-01T03:00:00.000Z',
      approvers: [
        { ...person(3, 'Ben'), decision: 'reject', reason: 'Wrong payee', decidedAt: '2026-03-01T03:00:00.000Z' },
        { ...person(4, 'Cat'), decision: null, reason: null, decidedAt: null },
      ],
    },
  ],
};

describe('ApprovalFlow', () => {
  it('shows the submitter, each step with its approvers, decisions and reasons', async () => {
    await inLanguage('en');
    render(<ApprovalFlow flow={FLOW} />);
    expect(screen.getAllByText('Rejected')).toHaveLength(2); // the flow and its second step
    expect(screen.getByText('Submitted by Sam')).toBeTruthy();
    expect(screen.getByText(/1,500\.00 USD/)).toBeTruthy();
    const step2 = within(screen.getByTestId('flow-step-2'));
    expect(step2.getByText('Reason: Wrong payee')).toBeTruthy();
    expect(step2.getByText('not decided')).toBeTruthy();
    expect(within(screen.getByTestId('flow-step-1')).getByText('approved')).toBeTruthy();
  });

  it('says when the flow failed to load, in both languages', async () => {
    await inLanguage('en');
    const { unmount } = render(<ApprovalFlow flow={undefined} error />);
    expect(screen.getByText('Failed to load approval flow data')).toBeTruthy();
    unmount();
    await inLanguage('zh-cn');
    render(<ApprovalFlow flow={undefined} error />);
    expect(screen.getByText('加载审批流程数据失败')).toBeTruthy();
  });
});

describe('DecisionDialog', () => {
  it('needs a rejection reason of 1-200 characters before it submits', async () => {
    await inLanguage('en');
    const onSubmit = vi.fn();
    render(<DecisionDialog open decision="reject" onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reason is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Wrong payee ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Wrong payee'));
  });
});
