import { Button, Popconfirm, Space, Tag } from 'antd';
import { payeeEndpoints } from '@crossbill/contracts/endpoints/payee';
import { CURRENCIES } from '@crossbill/contracts/money';
import { PAYEE_CATEGORIES, type Payee } from '@crossbill/contracts/payee';
import { Access } from '../../components/access';
import { defineEntity, type CellContext, type EntityColumn, type FilterField } from '../../components/entity-table/entity';
import { currentLanguage } from '../../lib/language';
import { CONTACTS, SETTLEMENT_ACCOUNTS, type PayeeSurface } from './api/surface';
import { countryOptions, payeeCountryName } from './components/country-options';

/**
 * transfer/contact and settlement/payee-manage (spec 2 payees): the same list over each surface's
 * endpoint and permission codes; category is a transfer payee's only. The row buttons call the
 * page's openers: `c.go.view` (where the surface has a view page), `c.go.edit`, `c.go.delete`.
 */

const filters = (withCategory: boolean): FilterField[] => [
  { kind: 'text', name: 'name', label: 'list.name', maxLength: 256 },
  { kind: 'select', name: 'currency', label: 'list.currency', search: true, options: () => CURRENCIES.map((c) => ({ value: c, label: c })) },
  { kind: 'select', name: 'country', label: 'list.country', search: true, options: (t) => countryOptions(t, currentLanguage()) },
  ...(withCategory
    ? [
        {
          kind: 'select',
          name: 'category',
          label: 'list.category',
          options: (t) => PAYEE_CATEGORIES.map((c) => ({ value: c, label: t(`payee:category.${c}`) })),
        } satisfies FilterField,
      ]
    : []),
];

const columns: Array<EntityColumn<'payees', Payee>> = [
  {
    key: 'nickname',
    title: 'list.nickname',
    render: (p, c) => (
      <Space>
        {p.nickname}
        {p.isDefault ? <Tag color="blue">{c.t('payee:list.default')}</Tag> : null}
      </Space>
    ),
  },
  { key: 'name', render: (p) => p.name },
  { key: 'category', render: (p, c) => c.t(`payee:category.${p.category}`) },
  { key: 'country', render: (p, c) => payeeCountryName(c.t, p.country, c.language) },
  { key: 'currency', render: (p) => p.currency },
  { key: 'method', render: (p, c) => c.t(`payee:method.${p.method}`) },
  { key: 'bankName', render: (p) => p.bankName ?? '—' },
  { key: 'account', title: 'list.account', render: (p) => p.accountMask },
];

const actionsOf = (surface: PayeeSurface) => (p: Payee, c: CellContext<Payee>) => (
  <Space>
    {c.go.view ? (
      <Button type="link" size="small" onClick={() => c.go.view?.(String(p.id))}>
        {c.t('payee:list.view')}
      </Button>
    ) : null}
    <Access code={`${surface.code}:edit`}>
      <Button type="link" size="small" onClick={() => c.go.edit?.(String(p.id))}>
        {c.t('payee:list.edit')}
      </Button>
    </Access>
    {surface.canDelete ? (
      <Access code={`${surface.code}:delete`}>
        <Popconfirm
          title={c.t('payee:list.deleteConfirm', { name: p.nickname })}
          okText={c.t('payee:list.delete')}
          cancelText={c.t('payee:form.cancel')}
          onConfirm={() => c.go.delete?.(String(p.id))}
        >
          <Button type="link" size="small" danger>
            {c.t('payee:list.delete')}
          </Button>
        </Popconfirm>
      </Access>
    ) : null}
  </Space>
);

export const contactEntity = defineEntity({
  id: 'payees',
  ns: ['payee', 'messages'],
  list: payeeEndpoints.transfer.list,
  rowKey: 'id',
  columnPrefix: 'field',
  texts: { empty: 'contacts.empty', total: 'contacts.total' },
  filters: filters(true),
  columns,
  actions: actionsOf(CONTACTS),
});

export const settlementPayeeEntity = defineEntity({
  id: 'settlementPayees',
  ns: ['payee', 'messages'],
  list: payeeEndpoints.settlement.list,
  rowKey: 'id',
  columnPrefix: 'field',
  texts: { empty: 'accounts.empty', total: 'accounts.total' },
  filters: filters(false),
  // a settlement account has no category; its other columns render as the contacts' do
  columns: columns.filter((c) => c.key !== 'category') as unknown as Array<EntityColumn<'settlementPayees', Payee>>,
  actions: actionsOf(SETTLEMENT_ACCOUNTS),
});
