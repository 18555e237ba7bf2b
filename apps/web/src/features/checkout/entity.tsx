import { Space, Tag, Typography } from 'antd';
import { listCheckoutBrands, listCheckoutCards } from '@crossbill/contracts/endpoints/checkout';
import { defineEntity } from '../../components/entity-table/entity';
import { formatDateTime } from '../../lib/format';
import { BrandRowActions, CardRowActions } from './components/row-actions';
import { MethodLabel } from './components/method-label';
import { WebsitesText } from './components/websites-field';

/**
 * checkout/card (spec 2 Checkout, spec 5 card sorting): every listed method at once, highest priority
 * first (a merchant lists at most the catalogue); a method moves only to the top or the bottom.
 */
export const checkoutCardEntity = defineEntity({
  id: 'checkoutCards',
  ns: ['checkout'],
  list: listCheckoutCards,
  unpaged: true,
  rowKey: (r) => String(r.id),
  columnPrefix: 'field',
  texts: { empty: 'card.empty', total: 'card.total' },
  filters: [],
  columns: [
    { key: 'priority', render: (r) => r.priority },
    { key: 'method', render: (r, c) => <Typography.Link onClick={() => c.open(r)}>{<MethodLabel method={r.method} />}</Typography.Link> },
    { key: 'kind', render: (r, c) => c.t(`checkout:kind.${r.kind}`) },
    { key: 'websites', render: (r) => <WebsitesText allWebsites={r.allWebsites} websites={r.websites} /> },
    {
      key: 'status',
      render: (r, c) => <Tag color={r.enabled ? 'green' : 'default'}>{c.t(r.enabled ? 'checkout:status.enabled' : 'checkout:status.disabled')}</Tag>,
    },
    { key: 'updateTime', render: (r, c) => formatDateTime(r.updateTime, c.language) },
  ],
  actions: (r, c) => <CardRowActions card={r} onView={() => c.open(r)} onEdit={() => c.go.edit?.(String(r.id))} />,
});

/** checkout/brand: the hosted page's brands, newest first; a brand's name opens it. */
export const checkoutBrandEntity = defineEntity({
  id: 'checkoutBrands',
  ns: ['checkout'],
  list: listCheckoutBrands,
  rowKey: (r) => String(r.id),
  columnPrefix: 'field',
  texts: { empty: 'brand.empty', total: 'brand.total' },
  filters: [],
  columns: [
    {
      key: 'logo',
      render: (r, c) => (r.logoUrl ? <img src={r.logoUrl} alt={c.t('checkout:brand.logoAlt')} width={32} height={32} style={{ objectFit: 'contain' }} /> : '—'),
    },
    { key: 'name', title: 'field.brandName', render: (r) => r.name || '—' },
    {
      key: 'colour',
      render: (r) => (
        <Space>
          <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: r.colour, border: '1px solid #d9d9d9' }} />
          {r.colour}
        </Space>
      ),
    },
    { key: 'websites', render: (r) => <WebsitesText allWebsites={r.allWebsites} websites={r.websites} /> },
    { key: 'updateTime', render: (r, c) => formatDateTime(r.updateTime, c.language) },
  ],
  actions: (r, c) => <BrandRowActions brand={r} onView={() => c.open(r)} onEdit={() => c.go.edit?.(String(r.id))} />,
});
