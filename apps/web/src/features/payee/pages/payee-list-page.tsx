import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@crossbill/contracts/money';
import { PAYEE_CATEGORIES, type Payee, type PayeeListQuery } from '@crossbill/contracts/payee';
import { Access } from '../../../components/access';
import { toast } from '../../../lib/toast';
import { countryOptions, payeeCountryName } from '../components/country-options';
import { usePayees } from '../api/list-payees';
import { useDeletePayee } from '../api/delete-payee';
import type { PayeeSurface } from '../api/surface';
import { pageOf, useUrlFilters } from '../../../lib/use-url-filters';
import { listPagination } from '../../../components/list-pagination';
import { PageHeading } from '../../../components/page-heading';

/** Filters as the URL holds them: ?name&currency&country&category&page&size. */
function filtersOf(params: URLSearchParams): Partial<PayeeListQuery> {
  const category = params.get('category');
  return {
    name: params.get('name') || undefined,
    currency: params.get('currency') || undefined,
    country: params.get('country') || undefined,
    category: (PAYEE_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as PayeeListQuery['category']) : undefined,
    ...pageOf(params),
  };
}

/** transfer/contact and settlement/payee-manage: payees with filters, default badge, edit, delete. */
export function PayeeListPage({
  surface,
  onAdd,
  onEdit,
  onView,
}: {
  surface: PayeeSurface;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onView?: (id: number) => void;
}) {
  const { t, i18n } = useTranslation(['payee', 'messages']);
  const { params, update } = useUrlFilters();
  const f = filtersOf(params);
  const payees = usePayees(surface, f);
  const remove = useDeletePayee(surface);
  const prefix = surface.purpose === 'transfer' ? 'contacts' : 'accounts';

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PageHeading title={t(`${prefix}.title`)} intro={t(`${prefix}.intro`)} />
      <Card>
        <Space wrap style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <Input.Search
              allowClear
              aria-label={t('list.name')}
              placeholder={t('list.name')}
              defaultValue={f.name}
              onSearch={(v) => update({ name: v || undefined })}
              style={{ width: 220 }}
            />
            <Select
              allowClear
              aria-label={t('list.currency')}
              placeholder={t('list.currency')}
              value={f.currency}
              onChange={(v?: string) => update({ currency: v })}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              style={{ width: 120 }}
            />
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              aria-label={t('list.country')}
              placeholder={t('list.country')}
              value={f.country}
              onChange={(v?: string) => update({ country: v })}
              options={countryOptions(t, i18n.language)}
              style={{ width: 180 }}
            />
            {surface.purpose === 'transfer' ? (
              <Select
                allowClear
                aria-label={t('list.category')}
                placeholder={t('list.category')}
                value={f.category}
                onChange={(v?: string) => update({ category: v })}
                options={PAYEE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
                style={{ width: 140 }}
              />
            ) : null}
          </Space>
          <Access code={`${surface.code}:add`}>
            <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
              {t(`${prefix}.add`)}
            </Button>
          </Access>
        </Space>
        <Table<Payee>
          rowKey="id"
          loading={payees.isPending}
          dataSource={payees.data?.content ?? []}
          scroll={{ x: 900 }}
          pagination={listPagination({ page: f.page!, size: f.size!, total: payees.data?.total, update })}
          columns={[
            {
              title: t('list.nickname'),
              dataIndex: 'nickname',
              render: (v: string, p) => (
                <Space>
                  {v}
                  {p.isDefault ? <Tag color="blue">{t('list.default')}</Tag> : null}
                </Space>
              ),
            },
            { title: t('field.name'), dataIndex: 'name' },
            ...(surface.purpose === 'transfer' ? [{ title: t('field.category'), dataIndex: 'category', render: (v: string) => t(`category.${v}`) }] : []),
            { title: t('field.country'), dataIndex: 'country', render: (v: string) => payeeCountryName(t, v, i18n.language) },
            { title: t('field.currency'), dataIndex: 'currency' },
            { title: t('field.method'), dataIndex: 'method', render: (v: string) => t(`method.${v}`) },
            { title: t('field.bankName'), dataIndex: 'bankName', render: (v: string | null) => v ?? '—' },
            { title: t('list.account'), dataIndex: 'accountMask' },
            {
              title: t('list.actions'),
              key: 'actions',
              fixed: 'right',
              render: (_: unknown, p) => (
                <Space>
                  {onView ? (
                    <Button type="link" size="small" onClick={() => onView(p.id)}>
                      {t('list.view')}
                    </Button>
                  ) : null}
                  <Access code={`${surface.code}:edit`}>
                    <Button type="link" size="small" onClick={() => onEdit(p.id)}>
                      {t('list.edit')}
                    </Button>
                  </Access>
                  {surface.canDelete ? (
                    <Access code={`${surface.code}:delete`}>
                      <Popconfirm
                        title={t('list.deleteConfirm', { name: p.nickname })}
                        okText={t('list.delete')}
                        cancelText={t('form.cancel')}
                        // a refusal (a transfer still waits to pay this payee) is told by the client's error toast
                        onConfirm={() =>
                          remove.mutateAsync(p.id).then(
                            () => toast.success(t('list.deleted')),
                            () => undefined,
                          )
                        }
                      >
                        <Button type="link" size="small" danger>
                          {t('list.delete')}
                        </Button>
                      </Popconfirm>
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
