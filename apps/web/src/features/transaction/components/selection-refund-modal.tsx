import { useState } from 'react';
import { Alert, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isCurrency } from '@crossbill/contracts/money';
import { refundAmountSchema, type RefundableInfo } from '@crossbill/contracts/refund';
import type { RefundRowResult } from '@crossbill/contracts/refund-batch';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useRefundableMany } from '../api/get-refundable-many';
import { useRefundSelection } from '../api/refund-selection';

/**
 * Batch refund of the selected transactions: each with what it may still refund (a full refund of
 * what remains by default, editable), one reason; then each row's outcome.
 */
export function SelectionRefundModal({ ids, open, onClose }: { ids: string[]; open: boolean; onClose: (submitted: boolean) => void }) {
  const { t } = useTranslation(['transaction', 'messages']);
  const language = currentLanguage();
  const infos = useRefundableMany(ids, open).data;
  const submit = useRefundSelection();
  const [key] = useState(() => crypto.randomUUID());
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<RefundRowResult[] | null>(null);
  const refundable = (infos ?? []).filter((i) => Number(i.refundable) > 0);
  const amountOf = (i: RefundableInfo) => amounts[i.transactionId] ?? i.refundable;
  const problemOf = (i: RefundableInfo) => {
    if (!isCurrency(i.currency)) return null;
    const r = refundAmountSchema(i.currency, i.refundable).safeParse(amountOf(i));
    if (r.success) return null;
    const issue = r.error.issues[0] as { message: string; params?: Record<string, unknown> };
    return t(`messages:${issue.message}`, { max: 2, ...issue.params });
  };
  const reasonProblem = !reason.trim() ? t('messages:refund.reasonRequired') : null;

  const send = async () => {
    if (results) return onClose(true);
    if (reasonProblem || refundable.length === 0 || refundable.some(problemOf)) return setError(reasonProblem ?? t('batchRefund.fix'));
    setError(null);
    try {
      const r = await submit.mutateAsync({
        body: { reason: reason.trim(), items: refundable.map((i) => ({ transactionId: i.transactionId, amount: amountOf(i).trim() })) },
        key,
      });
      setResults(r.results);
    } catch (e) {
      setError(isApiError(e) ? e.respMsg : t('refund.failed'));
    }
  };

  return (
    <Modal
      open={open}
      width={760}
      title={t('batchRefund.title', { count: ids.length })}
      okText={results ? t('batchRefund.close') : t('refund.submit')}
      cancelText={t('refund.cancel')}
      onOk={() => void send()}
      confirmLoading={submit.isPending}
      onCancel={() => onClose(results !== null)}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} role="alert" /> : null}
      {results ? (
        <Table<RefundRowResult>
          size="small"
          rowKey="transactionId"
          pagination={false}
          dataSource={results}
          columns={[
            { key: 'id', title: t('col.transactionId'), dataIndex: 'transactionId' },
            { key: 'amount', title: t('col.amount'), dataIndex: 'amount', align: 'right' },
            {
              key: 'result',
              title: t('batchRefund.result'),
              render: (_, r) =>
                r.refund ? (
                  <Tag color="green">{t('batchRefund.refunded')}</Tag>
                ) : (
                  <Typography.Text type="danger">{t('batchRefund.refused', { reason: r.error })}</Typography.Text>
                ),
            },
          ]}
        />
      ) : (
        <>
          {infos && refundable.length < ids.length ? (
            <Alert type="warning" showIcon message={t('batchRefund.skipped', { count: ids.length - refundable.length })} style={{ marginBottom: 12 }} />
          ) : null}
          <Table<RefundableInfo>
            size="small"
            rowKey="transactionId"
            pagination={false}
            loading={!infos}
            dataSource={refundable}
            columns={[
              { key: 'id', title: t('col.transactionId'), dataIndex: 'transactionId' },
              { key: 'refundable', title: t('refund.refundable'), align: 'right', render: (_, i) => formatMoney(i.refundable, i.currency, language) },
              {
                key: 'amount',
                title: t('batchRefund.amount'),
                render: (_, i) => {
                  const problem = problemOf(i);
                  return (
                    <Form.Item validateStatus={problem ? 'error' : undefined} help={problem} style={{ margin: 0 }}>
                      <Input
                        aria-label={t('batchRefund.amountOf', { id: i.transactionId })}
                        inputMode="decimal"
                        value={amountOf(i)}
                        addonAfter={i.currency}
                        onChange={(e) => setAmounts({ ...amounts, [i.transactionId]: e.target.value })}
                      />
                    </Form.Item>
                  );
                },
              },
            ]}
          />
          <Form layout="vertical" style={{ marginTop: 12 }}>
            <Form.Item
              label={t('refund.reason')}
              required
              validateStatus={error && reasonProblem ? 'error' : undefined}
              help={error && reasonProblem ? reasonProblem : undefined}
            >
              <Input.TextArea aria-label={t('refund.reason')} rows={2} maxLength={256} showCount value={reason} onChange={(e) => setReason(e.target.value)} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
