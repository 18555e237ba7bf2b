import { useEffect, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPayoutBusinessType } from '@crossbill/contracts/merchant';
import { TRANSFER_APPROVE_CODE } from '@crossbill/contracts/resources';
import { Access } from '../../components/access';
import type { Transfer } from '@crossbill/contracts/transfer';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../features/session/api/get-session';
import { ApprovalFlow } from '../../features/transfer-approval/components/approval-flow';
import { DecisionDialog } from '../../features/transfer-approval/components/decision-dialog';
import { useDecideTransfer } from '../../features/transfer/api/decide-transfer';
import { useTransferFlow } from '../../features/transfer/api/get-transfer-flow';
import { TransferListPage } from '../../features/transfer/pages/transfer-list-page';
import { TransferViewPage } from '../../features/transfer/pages/transfer-view-page';
import { RecipientPage } from '../../features/transfer/pages/recipient-page';
import { AmountPage } from '../../features/transfer/pages/amount-page';
import { ConfirmPage } from '../../features/transfer/pages/confirm-page';
import { ReviewPage } from '../../features/transfer/pages/review-page';
import { AvailableLimitPage } from '../../features/transfer/pages/available-limit-page';
import { BatchPage } from '../../features/transfer/pages/batch-page';
import { paths } from '../paths';

const idOf = (params: URLSearchParams) => {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /transfer/transfer and /transfer/transfer/aggregate/:type */
export function TransferListRoute() {
  const navigate = useNavigate();
  const session = useSession();
  // spec 6: adding transfers is for payout business types (0 and 2)
  const canAdd = isPayoutBusinessType(session.data?.userInfo.businessType);
  return (
    <TransferListPage
      canAdd={canAdd}
      onAdd={() => navigate(paths.transferRecipient())}
      onBatch={() => navigate(paths.transferBatch())}
      onView={(id) => navigate(paths.transferView(id))}
    />
  );
}

/** The approval section of a transfer: the engine's timeline, and approve/reject for eligible operators. */
function TransferApproval({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation('transfer');
  const flow = useTransferFlow(transfer.id, transfer.status === 'pending_approval');
  const { refetch } = flow;
  // another operator's decision shows in the polled transfer first: bring the timeline along
  useEffect(() => {
    void refetch();
  }, [transfer.status, refetch]);
  const decide = useDecideTransfer();
  const session = useSession();
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const me = session.data?.userInfo.userId;
  const step = flow.data?.steps.find((s) => s.stepNo === flow.data?.currentStep);
  const canDecide = transfer.status === 'pending_approval' && !!step?.approvers.some((a) => a.userId === me && !a.decision);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ApprovalFlow flow={flow.data} loading={flow.isPending} error={flow.isError} />
      {canDecide && (
        <Access code={TRANSFER_APPROVE_CODE}>
          <Space>
            <Button type="primary" onClick={() => setDecision('approve')}>
              {t('view.approve')}
            </Button>
            <Button danger onClick={() => setDecision('reject')}>
              {t('view.reject')}
            </Button>
          </Space>
        </Access>
      )}
      {error && !decision && <Alert type="error" showIcon message={error} />}
      <DecisionDialog
        open={decision !== null}
        decision={decision ?? 'approve'}
        submitting={decide.isPending}
        error={error}
        onCancel={() => {
          setDecision(null);
          setError(null);
        }}
        onSubmit={(reason) =>
          decide.mutate(
            { id: transfer.id, decision: decision!, reason: reason || undefined },
            {
              onSuccess: () => {
                setDecision(null);
                setError(null);
              },
              onError: (e) => setError(isApiError(e) ? e.message : null),
            },
          )
        }
      />
    </div>
  );
}

/** /transfer/transfer/view?id */
export function TransferViewRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params);
  if (!id) return <Navigate to={paths.transfers()} replace />;
  return <TransferViewPage id={id} onBack={() => navigate(paths.transfers())} approval={(tr) => <TransferApproval transfer={tr} />} />;
}

export function TransferRecipientRoute() {
  const navigate = useNavigate();
  return (
    <RecipientPage
      onNext={() => navigate(paths.transferAmount())}
      onAddPayee={() => navigate(paths.contactEdit())}
      onCancel={() => navigate(paths.transfers())}
    />
  );
}

export function TransferAmountRoute() {
  const navigate = useNavigate();
  return <AmountPage onNext={() => navigate(paths.transferConfirm())} onBack={() => navigate(paths.transferRecipient())} />;
}

export function TransferConfirmRoute() {
  const navigate = useNavigate();
  return <ConfirmPage onDone={(id) => navigate(paths.transferReview(id), { replace: true })} onBack={() => navigate(paths.transferAmount())} />;
}

export function TransferReviewRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params);
  if (!id) return <Navigate to={paths.transfers()} replace />;
  return (
    <ReviewPage
      id={id}
      onView={() => navigate(paths.transferView(id))}
      onList={() => navigate(paths.transfers())}
      onAnother={() => navigate(paths.transferRecipient())}
    />
  );
}

export const TransferLimitRoute = () => <AvailableLimitPage />;

export function TransferBatchRoute() {
  const navigate = useNavigate();
  return <BatchPage onList={() => navigate(paths.transfers())} />;
}
