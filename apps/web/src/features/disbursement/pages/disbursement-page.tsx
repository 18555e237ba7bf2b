import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Drawer, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DISBURSEMENT_FEES, DISBURSEMENT_STATUSES, disbursementApply, type Disbursement, type DisbursementListQuery } from '@crossbill/contracts/disbursement';
import { CURRENCIES, isCurrency } from '@crossbill/contracts/money';
import { Access } from '../../../components/access';
import { fieldErrorsOf, messageText } from '../../../lib/form-rules';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useApplyDisbursement } from '../api/apply-disbursement';
import { useDisbursements } from '../api/list-disbursements';
import { useOwnAccounts } from '../api/list-own-accounts';
import { pageOf, useUrlFilters } from '../../../lib/use-url-filters';
import { listPagination } from '../../../components/list-pagination';
import { PageHeading } from '../../../components/page-heading';

const STATUS_COLOR = { processing: 'processing', succeeded: 'success', failed: 'error' } as const;

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
                  const fields = fieldErrorsOf(e.data);
                  if (fields.length > 0) form.setFields(fields);
                  else if (!e.notified) setError(e.message);
                },
              },
            );
          },
          () => undefined /* a failed rule marks its field */,
        )
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item name="payeeId" label={t('field.payee')} rules={[{ required: true, message: t('messages:validation.required') }]}>
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
                if (issue) throw new Error(messageText(issue));
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

/** settlement/disbursement: payouts of settlement funds to own accounts, with a request dialog and details. */
export function DisbursementPage() {
  const { t } = useTranslation(['disbursement', 'messages']);
  const { params, update } = useUrlFilters();
  const status = params.get('status');
  const q: Partial<DisbursementListQuery> = {
    serialNo: params.get('serialNo') || undefined,
    status: (DISBURSEMENT_STATUSES as readonly string[]).includes(status ?? '') ? (status as DisbursementListQuery['status']) : undefined,
    currency: params.get('currency') || undefined,
    ...pageOf(params),
  };
  const list = useDisbursements(q);
  const [requesting, setRequesting] = useState(false);
  const [detail, setDetail] = useState<Disbursement | null>(null);
  const money = (d: Disbursement, v: string) => formatMoney(v, d.currency);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PageHeading title={t('title')} intro={t('intro')} />
      <Card>
        <Space wrap style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <Input.Search
              allowClear
              aria-label={t('field.serialNo')}
              placeholder={t('field.serialNo')}
              defaultValue={q.serialNo}
              onSearch={(v) => update({ serialNo: v || undefined })}
              style={{ width: 240 }}
            />
            <Select
              allowClear
              aria-label={t('field.status')}
              placeholder={t('field.status')}
              value={q.status}
              onChange={(v?: string) => update({ status: v })}
              options={DISBURSEMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              style={{ width: 140 }}
            />
            <Select
              allowClear
              aria-label={t('field.currency')}
              placeholder={t('field.currency')}
              value={q.currency}
              onChange={(v?: string) => update({ currency: v })}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              style={{ width: 120 }}
            />
          </Space>
          <Access code="settlement:disbursement:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setRequesting(true)}>
              {t('request.open')}
            </Button>
          </Access>
        </Space>
        <Table<Disbursement>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.content ?? []}
          scroll={{ x: 900 }}
          pagination={listPagination({ page: q.page!, size: q.size!, total: list.data?.total, update })}
          columns={[
            { title: t('field.serialNo'), dataIndex: 'serialNo', render: (v: string, d) => <a onClick={() => setDetail(d)}>{v}</a> },
            { title: t('field.status'), dataIndex: 'status', render: (v: Disbursement['status']) => <Tag color={STATUS_COLOR[v]}>{t(`status.${v}`)}</Tag> },
            { title: t('field.currency'), dataIndex: 'currency' },
            { title: t('field.amount'), dataIndex: 'amount', align: 'right', render: (v: string, d) => money(d, v) },
            { title: t('field.fee'), dataIndex: 'fee', align: 'right', render: (v: string, d) => money(d, v) },
            { title: t('field.payee'), dataIndex: 'payeeName', render: (v: string, d) => `${v} · ${d.payeeAccount}` },
            { title: t('field.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          ]}
        />
      </Card>
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
    </div>
  );
}
