import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnyEndpoint } from '@crossbill/contracts/endpoint';
import type { ListColumn, ListId } from '@crossbill/contracts/list-columns';
import { currentLanguage } from '../../lib/language';
import type { ListEndpoint, ListEntity, RowOf } from './entity';

/**
 * Rows of an entity shown inside another page (a payment's refunds on its detail page): the
 * entity's own cell renderers for the given columns, no filters, paging or settings.
 */
export function EntityRows<L extends ListId, E extends ListEndpoint, X extends AnyEndpoint>(p: {
  entity: ListEntity<L, E, X>;
  columns: ListColumn<L>[];
  rows: RowOf<E>[];
  open?: (row: RowOf<E>) => void;
  go?: Readonly<Record<string, ((id: string) => void) | undefined>>;
  emptyText: string;
}) {
  const { t } = useTranslation([...p.entity.ns, 'list']);
  const ctx = { t, language: currentLanguage(), open: (row: RowOf<E>) => p.open?.(row), href: () => undefined, go: p.go ?? {}, query: {} };
  const ns = p.entity.ns[0];
  return (
    <Table<RowOf<E>>
      rowKey={p.entity.rowKey}
      size="middle"
      dataSource={p.rows}
      scroll={{ x: 'max-content' }}
      pagination={false}
      locale={{ emptyText: p.emptyText }}
      columns={p.columns.map((key) => {
        const c = p.entity.columns.find((x) => x.key === key)!;
        return {
          key,
          title: t(c.title ?? `${p.entity.columnPrefix}.${key}`, { ns }),
          align: c.align,
          render: (_: unknown, row: RowOf<E>) => c.render(row, ctx),
        };
      })}
    />
  );
}
