import { Button, Descriptions, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { canModify, REVIEW_BUSINESS_DAYS, type ApprovalRecord } from '@crossbill/contracts/onboarding';
import { formatDateTime } from '../../../lib/format';
import { useCancelApplication } from '../api/application';

const RESULT: Record<string, 'info' | 'success' | 'error' | 'warning'> = {
  waiting: 'info',
  processing: 'info',
  pass: 'success',
  fail: 'error',
  refuse: 'error',
  suspend: 'warning',
  cancel: 'warning',
  revoke: 'warning',
  unnecessary: 'success',
};

/** Approval status of spec 4: waiting, processing, pass, fail/refuse (comments, modify), cancel/revoke, unnecessary, suspend. */
export function ApprovalStatus({ record, onModify, onEnter }: { record: ApprovalRecord; onModify: () => void; onEnter?: () => void }) {
  const { t } = useTranslation('onboarding');
  const cancel = useCancelApplication();
  return (
    <Result
      status={RESULT[record.status] ?? 'info'}
      title={<span data-testid="approval-status">{t(`status.${record.status}`)}</span>}
      subTitle={
        record.status === 'waiting' || record.status === 'processing'
          ? t('status.reviewTime', { days: REVIEW_BUSINESS_DAYS })
          : record.comments
            ? t('status.comments', { comments: record.comments })
            : undefined
      }
      extra={
        <Space direction="vertical" align="center">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'o', label: t('status.orderNo'), children: record.orderNo },
              { key: 'm', label: t('status.merchantNo'), children: record.merchantNo },
              { key: 'n', label: t('status.merchantName'), children: record.merchantName },
              { key: 's', label: t('status.submitTime'), children: formatDateTime(record.submitTime) },
            ]}
          />
          <Space>
            {canModify(record.status) && (
              <Button type="primary" onClick={onModify}>
                {t('action.modify')}
              </Button>
            )}
            {record.status === 'waiting' && (
              <Button loading={cancel.isPending} onClick={() => cancel.mutate(record.orderNo)}>
                {t('action.cancel')}
              </Button>
            )}
            {record.status === 'pass' && onEnter && (
              <Button type="primary" onClick={onEnter}>
                {t('action.enter')}
              </Button>
            )}
          </Space>
        </Space>
      }
    />
  );
}
