import { useState } from 'react';
import { Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BatchTransaction, SettlementBatch } from '@crossbill/contracts/settlement';
import { formatBusinessDateTime, formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { useBatch, type Side } from '../api/list-batches';
import { useBatchTransactions } from '../api/list-batch-transactions';
import { useWalletDetail } from '../api/get-wallet-detail';
import { paymentMethodLabel } from '../../../lib/payment-labels';
import { settlementBatchEntity, walletBatchEntity } from '../entity';

const NS = ['settlement', 'messages'];

/** settlement/balance and wallet/settlement/batch: the batches, filtered by ?begin&end (settlement dates), currency and status. */
export function BatchesPage({ side, onOpen }: { side: Side; onOpen: (batchId: string) => void }) {
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="batch-table">
      {side === 'wallet' ? (
        <EntityTable entity={walletBatchEntity} open={(b) => onOpen(b.batchId)} />
      ) : (
        <EntityTable entity={settlementBatchEntity} open={(b) => onOpen(b.batchId)} />
      )}
    </div>
  );
}

function Summary({ b }: { b: SettlementBatch }) {
  const { t } = useTranslation(NS);
  const language = currentLanguage();
  const money = (v: string) => formatMoney(v, b.currency, language);
  return (
    <Descriptions column={{ xs: 1, md: 3 }} data-testid="batch-summary" bordered size="small">
      <Descriptions.Item label={t('batch.batchId')}>{b.batchId}</Descriptions.Item>
      <Descriptions.Item label={t('batch.date')}>{b.settlementDate}</Descriptions.Item>
      <Descriptions.Item label={t('batch.status')}>{t(`status.${b.status}`)}</Descriptions.Item>
      <Descriptions.Item label={t('batch.transactionAmount')}>{`${money(b.transactionAmount)} (${b.transactionCount})`}</Descriptions.Item>
      <Descriptions.Item label={t('batch.refundAmount')}>{`${money(b.refundAmount)} (${b.refundCount})`}</Descriptions.Item>
      <Descriptions.Item label={t('batch.chargebackAmount')}>{money(b.chargebackAmount)}</Descriptions.Item>
      <Descriptions.Item label={t('batch.fixedFee')}>{money(b.fixedFee)}</Descriptions.Item>
      <Descriptions.Item label={t('batch.discountFee')}>{money(b.discountFee)}</Descriptions.Item>
      <Descriptions.Item label={t('batch.usdRate')}>{`1 USD = ${b.usdRate} ${b.currency}`}</Descriptions.Item>
      <Descriptions.Item label={t('batch.settlementAmount')}>{money(b.settlementAmount)}</Descriptions.Item>
      <Descriptions.Item label={t('batch.paidAt')}>{formatBusinessDateTime(b.paidAt, language)}</Descriptions.Item>
    </Descriptions>
  );
}

/** settlement/balance?batchId: the batch and the transactions it settled, paged. */
export function BatchDetailPage({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const batchId = params.get('batchId') ?? '';
  const [page, setPage] = useState(1);
  const batch = useBatch('settlement', batchId);
  const txs = useBatchTransactions(batchId, page);
  const language = currentLanguage();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space>
        <Button onClick={onBack}>{t('back')}</Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('batch.title', { batchId })}
        </Typography.Title>
      </Space>
      <Card loading={batch.isPending}>{batch.data && <Summary b={batch.data} />}</Card>
      <Card title={t('batch.transactions')}>
        <Table<BatchTransaction>
          rowKey="transactionId"
          data-testid="batch-transactions"
          loading={txs.isPending}
          dataSource={txs.data?.content ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: 10, total: txs.data?.total ?? 0, onChange: setPage }}
          columns={[
            { key: 'id', title: t('tx.transactionId'), dataIndex: 'transactionId' },
            { key: 'order', title: t('tx.merchantOrderId'), dataIndex: 'merchantOrderId' },
            { key: 'type', title: t('tx.type'), render: (_, r) => t(`tx.types.${r.type}`) },
            { key: 'method', title: t('tx.method'), render: (_, r) => paymentMethodLabel(r.paymentMethod) },
            { key: 'country', title: t('tx.country'), render: (_, r) => r.cardCountry || '-' },
            { key: 'time', title: t('tx.completedAt'), render: (_, r) => (r.completedAt ? formatDateTime(r.completedAt, language) : '-') },
            { key: 'amount', title: t('tx.amount'), align: 'right', render: (_, r) => formatMoney(r.amount, r.currency, language) },
            { key: 'rate', title: t('tx.rate'), align: 'right', render: (_, r) => (r.ratePercent ? `${r.ratePercent}%` : '-') },
            { key: 'fee', title: t('tx.fee'), align: 'right', render: (_, r) => formatMoney(r.fee, r.currency, language) },
          ]}
        />
      </Card>
    </div>
  );
}

/** wallet/settlement/details?batchId: what the batch moved between the balances, with links. */
export function WalletDetailPage({
  onBack,
  onLedger,
  onBatch,
}: {
  onBack: () => void;
  onLedger: (currency: string, batchId: string) => void;
  onBatch: (batchId: string) => void;
}) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const batchId = params.get('batchId') ?? '';
  const detail = useWalletDetail(batchId);
  const language = currentLanguage();
  const d = detail.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space wrap>
        <Button onClick={onBack}>{t('back')}</Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('batch.title', { batchId })}
        </Typography.Title>
        {d && <Button onClick={() => onLedger(d.batch.currency, batchId)}>{t('wallet.statementEntry')}</Button>}
        {d && <Button onClick={() => onBatch(batchId)}>{t('wallet.batchView')}</Button>}
      </Space>
      <Card loading={detail.isPending}>{d && <Summary b={d.batch} />}</Card>
      <Card title={t('wallet.postings')}>
        <Table
          rowKey="bucket"
          pagination={false}
          dataSource={d?.postings ?? []}
          columns={[
            { key: 'bucket', title: t('wallet.bucket'), render: (_, p) => t(`wallet.buckets.${p.bucket}`) },
            { key: 'amount', title: t('tx.amount'), align: 'right', render: (_, p) => formatMoney(p.amount, p.currency, language) },
          ]}
        />
      </Card>
    </div>
  );
}
