import type { TablePaginationConfig } from 'antd';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type FilterPatch } from '../lib/use-url-filters';

/**
 * The pagination of a list table whose page and size live in the URL (see useUrlFilters): page 1
 * and the default size are written as no parameter. `sizeChanger: false` for lists of a fixed size.
 */
export function listPagination(o: {
  page: number;
  size: number;
  total: number | undefined;
  update: (patch: FilterPatch) => void;
  totalText?: (total: number) => string;
  sizeChanger?: boolean;
}): TablePaginationConfig {
  const sizeChanger = o.sizeChanger ?? true;
  return {
    current: o.page,
    pageSize: o.size,
    total: o.total ?? 0,
    ...(sizeChanger ? { pageSizeOptions: PAGE_SIZES, showSizeChanger: true } : {}),
    ...(o.totalText ? { showTotal: o.totalText } : {}),
    onChange: (page, size) =>
      o.update(
        sizeChanger ? { page: page > 1 ? page : undefined, size: size !== DEFAULT_PAGE_SIZE ? size : undefined } : { page: page > 1 ? page : undefined },
      ),
  };
}
