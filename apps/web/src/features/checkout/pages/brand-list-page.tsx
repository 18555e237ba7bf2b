import { useState } from 'react';
import { Button, Card, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CheckoutBrand } from '@crossbill/contracts/checkout';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { formatDateTime } from '../../../lib/format';
import { useCheckoutBrands } from '../api/get-brands';
import { WebsitesText } from '../components/websites-field';

/** checkout/brand: the hosted page's brands, newest first. */
export function BrandListPage({ onAdd, onView, onEdit }: { onAdd: () => void; onView: (id: number) => void; onEdit: (id: number) => void }) {
  const { t } = useTranslation(['checkout']);
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const brands = useCheckoutBrands(paging.page, paging.size);
  return (
    <EntityListPage
      title={t('brand.title')}
      intro={t('brand.intro')}
      actions={
        <Access code="checkout:brand:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('brand.add')}
          </Button>
        </Access>
      }
    >
      <Card>
        <Table<CheckoutBrand>
          rowKey="id"
          size="middle"
          loading={brands.isPending}
          dataSource={brands.data?.content ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('brand.empty') }}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: brands.data?.total ?? 0,
            onChange: (page, size) => setPaging({ page, size }),
          }}
          columns={[
            {
              title: t('field.logo'),
              dataIndex: 'logoUrl',
              render: (url: string | null) => (url ? <img src={url} alt={t('brand.logoAlt')} width={32} height={32} style={{ objectFit: 'contain' }} /> : '—'),
            },
            { title: t('field.brandName'), dataIndex: 'name', render: (n: string) => n || '—' },
            {
              title: t('field.colour'),
              dataIndex: 'colour',
              render: (c: string) => (
                <Space>
                  <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: c, border: '1px solid #d9d9d9' }} />
                  {c}
                </Space>
              ),
            },
            { title: t('field.websites'), key: 'websites', render: (_, b) => <WebsitesText allWebsites={b.allWebsites} websites={b.websites} /> },
            { title: t('field.updateTime'), dataIndex: 'updateTime', render: (v: string) => formatDateTime(v) },
            {
              title: t('list.actions'),
              key: 'actions',
              render: (_, b) => (
                <Space size={0}>
                  <Button type="link" onClick={() => onView(b.id)} aria-label={t('brand.viewOf', { name: b.name || `#${b.id}` })}>
                    {t('list.view')}
                  </Button>
                  <Access code="checkout:brand:edit">
                    <Button type="link" onClick={() => onEdit(b.id)} aria-label={t('brand.editOf', { name: b.name || `#${b.id}` })}>
                      {t('list.edit')}
                    </Button>
                  </Access>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </EntityListPage>
  );
}
