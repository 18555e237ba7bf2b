import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Form, Input, Modal, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DISBURSEMENT_FEES, disbursementApply, type Disbursement } from '@crossbill/contracts/disbursement';
import { isCurrency } from '@crossbill/contracts/money';
import { Access } from '../../../components/access';
import { messageText, requiredRule } from '../../../lib/form-rules';
import { placeFieldErrors } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useApplyDisbursement } from '../api/apply-disbursement';
import { useOwnAccounts } from '../api/list-own-accounts';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { disbursementEntity } from '../entity';

function RequestModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['disbursement', 'messages']);
  const [form] = Form.useForm();
  const accounts = useOwnAccounts(true);
  const apply = useApplyDisbursement();
  // one key per opened dialog: a retried click cannot pay twice
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const payeeId = Form.useWatch('payeeId', form) as number | undefined;
  const account = accounts.data?.content.find((a) => a.id === payeeId);
  const currency = account?.currency;
  return (
    <Modal
      open
      title={t('request.title')}
      okText={t('request.submit')}
      cancelText={t('request.cancel')}
      confirmLoading={apply.isPending}
      onCancel={onClose}
      onOk={() =>
        form.validateFields().then(
          (v: { payeeId: number; amount: string; remark?: string }) => {
            setError(null);
            apply.mutate(
              { body: { payeeId: v.payeeId, currency: currency!, amount: v.amount, remark: v.remark }, key },
              {
                onSuccess: () => {
                  toast.success(t('request.done'));
                  onClose();
                },
                onError: (e) => {
                  if (!isApiError(e)) return;
                  if (!placeFieldErrors(form, e.data) && !e.notified) setError(e.message);
                },
              },
            );
          },
          () => undefined /* a failed rule marks its field */,
        )
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item name="payeeId" label={t('field.payee')} rules={[requiredRule(t('field.payee'))]}>
          <Select
            loading={accounts.isPending}
            options={(accounts.data?.content ?? []).map((a) => ({ value: a.id, label: `${a.nickname} · ${a.currency} · ${a.accountMask}` }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('field.amount')}
          dependencies={['payeeId']}
          rules={[
            {
              // the contracts' rule (minimum payout, above the fee, decimals) for the account's currency
              validator: async (_, amount: string | undefined) => {
                if (!currency) return;
                const issue = disbursementApply.safeParse({ payeeId: 1, currency, amount: amount ?? '' }).error?.issues.find((i) => i.path[0] === 'amount');
                if (issue) throw new Error(messageText(issue, t('field.amount')));
              },
            },
          ]}
          extra={
            currency && isCurrency(currency) && DISBURSEMENT_FEES[currency]
              ? t('request.fee', { fee: formatMoney(DISBURSEMENT_FEES[currency], currency) })
              : null
          }
        >
          <Input inputMode="decimal" addonAfter={currency} />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')}>
          <Input maxLength={256} />
        </Form.Item>
      </Form>
      {error ? <Alert role="alert" type="error" showIcon message={error} /> : null}
    </Modal>
  );
}

/** settlement/disbursement: payouts of settlement funds to own accounts (?serialNo&status&currency), with a request dialog and details. */
export function DisbursementPage() {
  const { t } = useTranslation(['disbursement', 'messages']);
  const [requesting, setRequesting] = useState(false);
  const [detail, setDetail] = useState<Disbursement | null>(null);
  const money = (d: Disbursement, v: string) => formatMoney(v, d.currency);

  return (
    <EntityListPage
      title={t('title')}
      intro={t('intro')}
      actions={
        <Access code="settlement:disbursement:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setRequesting(true)}>
            {t('request.open')}
          </Button>
        </Access>
      }
    >
      <EntityTable entity={disbursementEntity} open={setDetail} />
      {requesting ? <RequestModal onClose={() => setRequesting(false)} /> : null}
      <Drawer open={detail !== null} onClose={() => setDetail(null)} title={t('detail.title')} width={480}>
        {detail ? (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('field.serialNo')}>{detail.serialNo}</Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>{t(`status.${detail.status}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.amount')}>{money(detail, detail.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('field.fee')}>{money(detail, detail.fee)}</Descriptions.Item>
            <Descriptions.Item label={t('field.total')}>{money(detail, detail.total)}</Descriptions.Item>
            <Descriptions.Item label={t('field.payee')}>{detail.payeeName}</Descriptions.Item>
            <Descriptions.Item label={t('field.bank')}>{detail.payeeBank ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.account')}>{detail.payeeAccount}</Descriptions.Item>
            <Descriptions.Item label={t('field.remark')}>{detail.remark ?? '—'}</Descriptions.Item>
            {detail.failureReason ? <Descriptions.Item label={t('field.failureReason')}>{detail.failureReason}</Descriptions.Item> : null}
            <Descriptions.Item label={t('field.createdAt')}>{formatDateTime(detail.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('field.completedAt')}>{detail.completedAt ? formatDateTime(detail.completedAt) : '—'}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Drawer>
    </EntityListPage>
  );
}
