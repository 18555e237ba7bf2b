import { Alert, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalFlowView } from '@crossbill/contracts/transfer-approval';
import { formatDateTime, formatMoney } from '../../../lib/format';

const STATUS_COLOR = { pending: 'processing', approved: 'success', rejected: 'error', cancelled: 'default' } as const;
const STEP_COLOR = { waiting: 'gray', pending: 'blue', approved: 'green', rejected: 'red', cancelled: 'gray' } as const;

export interface ApprovalFlowProps {
  /** the flow; null when the subject needed no approval */
  flow: ApprovalFlowView | null | undefined;
  loading?: boolean;
  /** the flow could not be loaded: 'Failed to load approval flow data' */
  error?: boolean;
}

/**
 * The approval timeline of a transfer: who submitted it, then each step with its approvers, their
 * decisions, reasons and times. Plain props, so that any page can show it (the transfer view).
 */
export function ApprovalFlow({ flow, loading, error }: ApprovalFlowProps) {
  const { t } = useTranslation('transfer-approval');
  if (error) return <Alert type="error" showIcon message={t('flow.loadFailed')} />;
  if (loading || flow === undefined) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (flow === null) return <Typography.Text type="secondary">{t('flow.none')}</Typography.Text>;
  const items = [
    {
      color: 'blue',
      children: (
        <div>
          <Typography.Text strong>{t('flow.submitted', { name: flow.submitter.name })}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {formatMoney(flow.amount, flow.currency)} {flow.currency} · {formatDateTime(flow.createdAt)}
          </Typography.Text>
        </div>
      ),
    },
    ...flow.steps.map((step) => ({
      color: STEP_COLOR[step.status],
      children: (
        <div data-testid={`flow-step-${step.stepNo}`}>
          <Typography.Text strong>{t('flow.step', { n: step.stepNo })}</Typography.Text> <Tag>{t(`flow.stepStatus.${step.status}`)}</Tag>
          <Typography.Text type="secondary">{flow.mode === 'all' ? t('flow.modeAll') : t('flow.modeAny')}</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
            {step.approvers.map((a) => (
              <li key={a.userId}>
                {a.name}{' '}
                <Typography.Text type={a.decision === 'reject' ? 'danger' : a.decision ? 'success' : 'secondary'}>
                  {a.decision === 'approve' ? t('flow.approved') : a.decision === 'reject' ? t('flow.rejected') : t('flow.undecided')}
                </Typography.Text>
                {a.decidedAt ? <Typography.Text type="secondary"> · {formatDateTime(a.decidedAt)}</Typography.Text> : null}
                {a.reason ? <div>{t('flow.reason', { reason: a.reason })}</div> : null}
              </li>
            ))}
          </ul>
        </div>
      ),
    })),
  ];
  return (
    <div data-testid="approval-flow">
      <div style={{ marginBottom: 12 }}>
        <Tag color={STATUS_COLOR[flow.status]}>{t(`flow.status.${flow.status}`)}</Tag>
        {flow.finishedAt ? <Typography.Text type="secondary">{formatDateTime(flow.finishedAt)}</Typography.Text> : null}
      </div>
      <Timeline items={items} />
    </div>
  );
}
