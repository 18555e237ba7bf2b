import { Button, Card, Input, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { VA_CURRENCIES, VA_STATUSES, type VaStatus, type VirtualAccount } from '@crossbill/contracts/virtual-account';
import { Access } from '../../../components/access';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useAccounts } from '../api/list-accounts';
import { countryName } from '@crossbill/contracts/countries';
import { AccountStatusTag } from '../components/status-tag';
import { pageOf, useUrlFilters } from '../../../lib/use-url-filters';
import { listPagination } from '../../../components/list-pagination';
import { FilterSelect } from '../../../components/filter-select';

/** virtual-account/list: the merchant's collection accounts; filters in the URL. */
export function AccountListPage(p: { onApply: () => void; onOpen: (id: number) => void; onRecharge: (id: number) => void }) {
  const { t } = useTranslation('virtual-account');
  const { params, update } = useUrlFilters();
  const language = currentLanguage();
  const status = (VA_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as VaStatus) : undefined;
  const f = { page: pageOf(params).page, size: 10, currency: params.get('currency') || undefined, status, keyword: params.get('keyword') || undefined };
  const accounts = useAccounts(f);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('list.title')}
      </Typography.Title>
      <Card
        extra={
          <Access code="virtualAccount:list:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={p.onApply}>
              {t('list.apply')}
            </Button>
          </Access>
        }
        title={
          <Space wrap>
            <FilterSelect<string>
              aria-label={t('field.currency')}
              style={{ width: 140 }}
              allLabel={t('list.allCurrencies')}
              value={f.currency}
              onChange={(currency) => update({ currency })}
              options={VA_CURRENCIES.map((c) => ({ value: c, label: c }))}
            />
            <FilterSelect<string>
              aria-label={t('field.status')}
              style={{ width: 140 }}
              allLabel={t('list.allStatuses')}
              value={f.status}
              onChange={(status) => update({ status })}
              options={VA_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
            <Input.Search
              aria-label={t('list.keyword')}
              placeholder={t('list.keyword')}
              allowClear
              defaultValue={f.keyword}
              onSearch={(v) => update({ keyword: v || undefined })}
              style={{ width: 240 }}
            />
          </Space>
        }
      >
        <Table<VirtualAccount>
          rowKey="id"
          loading={accounts.isPending}
          dataSource={accounts.data?.content ?? []}
          locale={{ emptyText: t('list.empty') }}
          scroll={{ x: 'max-content' }}
          onRow={(r) => ({ 'data-testid': `va-row-${r.currency}-${r.id}` }) as never}
          pagination={listPagination({ page: f.page, size: f.size, total: accounts.data?.total, update, sizeChanger: false })}
          columns={[
            { key: 'number', title: t('field.accountNumber'), render: (_, r) => r.accountNumber ?? t('list.pendingNumber') },
            { key: 'holder', title: t('field.holderName'), dataIndex: 'holderName' },
            { key: 'currency', title: t('field.currency'), dataIndex: 'currency' },
            { key: 'country', title: t('field.country'), render: (_, r) => countryName(r.country, language) },
            { key: 'bank', title: t('field.bankName'), render: (_, r) => r.bankName ?? '-' },
            { key: 'status', title: t('field.status'), render: (_, r) => <AccountStatusTag status={r.status} /> },
            { key: 'applied', title: t('field.appliedAt'), render: (_, r) => formatDateTime(r.appliedAt, language) },
            {
              key: 'actions',
              title: t('list.actions'),
              render: (_, r) => (
                <Space>
                  <Button type="link" onClick={() => p.onOpen(r.id)}>
                    {t('list.detail')}
                  </Button>
                  {r.status === 'active' ? (
                    <Access code="virtualAccount:list:recharge">
                      <Button type="link" onClick={() => p.onRecharge(r.id)}>
                        {t('list.recharge')}
                      </Button>
                    </Access>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
