import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Card, Space, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPathFamily } from '@crossbill/contracts/merchant';
import type { AnyEndpoint } from '@crossbill/contracts/endpoint';
import type { ListId } from '@crossbill/contracts/list-columns';
import { Access } from '../access';
import { call, endpointQuery } from '../../lib/call';
import { useExportTask } from '../../lib/export-task';
import { currentLanguage } from '../../lib/language';
import { loginData } from '../../lib/session-state';
import { toast } from '../../lib/toast';
import { useIsDesktop } from '../../lib/use-media';
import { pageOf, useUrlFilters } from '../../lib/use-url-filters';
import { listPagination } from '../list-pagination';
import { ColumnSettings } from './column-settings';
import type { CellContext, ListEndpoint, ListEntity, RowOf } from './entity';
import { filtersOf } from './filters';
import { useListColumns } from './use-list-columns';
import { useFamilyFields } from './use-family-fields';

type Row<E extends ListEndpoint> = RowOf<E>;

// the filter form (antd Form, Select, DatePicker) loads only with a list that has filters: the home
// page's sign-in activity has none, and the shell stays within its weight (bench/bundle.mjs)
const FilterBar = lazy(() => import('./filter-bar').then((m) => ({ default: m.FilterBar })));
// the Views button comes with the filters too: a list without filters is a fixed view of its own
const SavedViews = lazy(() => import('./saved-views').then((m) => ({ default: m.SavedViews })));

/** The answer as a page: an unpaged list's array is its one page. */
function pageData<R>(d: unknown): { content: R[]; total: number; totalCapped?: boolean } | undefined {
  return Array.isArray(d) ? { content: d as R[], total: d.length } : (d as { content: R[]; total: number; totalCapped?: boolean } | undefined);
}

/**
 * A list screen from its entity description: the filter bar and the page live in the URL (shareable,
 * kept on reload and Back), the operator's columns are remembered, the export takes the filters the
 * list shows. On wide screens the first column and the actions stay in view while the rest scrolls.
 */
export function EntityTable<L extends ListId, E extends ListEndpoint, X extends AnyEndpoint>(p: {
  entity: ListEntity<L, E, X>;
  /** opens a row (its detail page or drawer) */
  open?: (row: Row<E>) => void;
  /** the address of a row's detail page, for cells that link to it */
  href?: (row: Row<E>) => string;
  /** openers of other objects cells link to (`CellContext.go`) */
  go?: CellContext<Row<E>>['go'];
  /** the page's own buttons beside column settings and export (batch actions, uploads) */
  toolbar?: ReactNode;
  rowSelection?: TableProps<Row<E>>['rowSelection'];
  /** extra query fields the page fixes (not filters the operator sets); the export takes them too */
  fixedQuery?: Record<string, string | number>;
}) {
  const { entity } = p;
  const { t, i18n } = useTranslation([...entity.ns, 'list']);
  const { params, update } = useUrlFilters();
  const desktop = useIsDesktop();
  const language = currentLanguage();
  const family = apiPathFamily(loginData()?.merchantType) !== '';
  const fields = useFamilyFields(family, entity.filters);
  const filters = filtersOf(fields, params);
  const { page, size } = pageOf(params);
  // a short list answered whole (an array): no filters or paging to send
  const paged = !entity.unpaged;
  const query = { ...filters, ...p.fixedQuery };
  const pageQuery = { ...query, page, size };
  const list = useQuery({
    ...endpointQuery(entity.list as AnyEndpoint, (paged ? { query: pageQuery } : undefined) as never),
    ...(entity.atFetch
      ? { queryFn: ({ signal }: { signal: AbortSignal }) => call(entity.list as AnyEndpoint, { query: entity.atFetch!(pageQuery) } as never, { signal }) }
      : {}),
    placeholderData: keepPreviousData,
    refetchInterval: entity.refresh ? (q: { state: { data?: unknown } }) => entity.refresh!(pageData<Row<E>>(q.state.data)?.content ?? []) : undefined,
  });
  const data = pageData<Row<E>>(list.data);
  const available = entity.columns.filter((c) => family || !c.familyOnly);
  const chosen = useListColumns(entity.id) as string[];
  const ns = entity.ns[0];
  const titleOf = (key: string) => t(available.find((c) => c.key === key)?.title ?? `${entity.columnPrefix}.${key}`, { ns });
  const ctx: CellContext<Row<E>> = { t, language, open: (row) => p.open?.(row), href: (row) => p.href?.(row), go: p.go ?? {}, query };

  const shown = available.filter((c) => chosen.includes(c.key));
  const columns: ColumnsType<Row<E>> = shown.map((c, i) => ({
    key: c.key,
    title: titleOf(c.key),
    align: c.align,
    fixed: desktop && i === 0 ? 'left' : undefined,
    render: (_: unknown, row: Row<E>) => c.render(row, ctx),
  }));
  if (entity.actions)
    columns.push({
      key: 'actions',
      title: t('list:actions'),
      fixed: desktop ? 'right' : undefined,
      render: (_: unknown, row: Row<E>) => entity.actions!(row, ctx),
    });

  // a member travels as ?member (route() narrows every family route by it), the rest as the export's body
  const { member, ...exportBody } = query;
  const exporter = useExportTask(
    () => call(entity.export!.endpoint as AnyEndpoint, { body: exportBody, query: member ? { member } : undefined } as never) as never,
  );
  const total = data?.total ?? 0;
  const title =
    data?.totalCapped && entity.texts.totalCapped
      ? t(entity.texts.totalCapped, { ns, total: total.toLocaleString(i18n.language) })
      : t(entity.texts.total, { ns, total });

  return (
    <>
      {fields.length ? (
        <Card>
          <Suspense fallback={null}>
            <FilterBar fields={fields} ns={entity.ns} params={params} update={update} />
          </Suspense>
        </Card>
      ) : null}
      <Card
        title={title}
        extra={
          <Space wrap>
            {p.toolbar}
            {fields.length ? (
              <Suspense fallback={null}>
                <SavedViews listId={entity.id} params={params} update={update} columns={shown.map((c) => c.key)} />
              </Suspense>
            ) : null}
            <ColumnSettings id={entity.id} visible={shown.map((c) => c.key)} available={available.map((c) => c.key)} titleOf={titleOf} />
            {entity.export ? (
              <Access code={entity.export.code}>
                {/* the filters of the URL: what the list shows, not what the form holds unsearched */}
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporter.isPending}
                  onClick={() => exporter.mutate(undefined, { onSuccess: () => toast.success(t(entity.export!.started, { ns })) })}
                >
                  {t(entity.export.label, { ns })}
                </Button>
              </Access>
            ) : null}
          </Space>
        }
      >
        <Table<Row<E>>
          rowKey={entity.rowKey}
          size="middle"
          loading={list.isPending}
          dataSource={data?.content ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          rowSelection={p.rowSelection}
          onRow={entity.rowOpens ? (row) => ({ onClick: () => p.open?.(row), style: { cursor: 'pointer' } }) : undefined}
          locale={{ emptyText: t(entity.texts.empty, { ns }) }}
          pagination={paged ? listPagination({ page, size, total, update }) : false}
        />
      </Card>
    </>
  );
}
