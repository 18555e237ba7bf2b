import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { listPagination } from './list-pagination';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

describe('listPagination', () => {
  it('shows the total, offers the page sizes, and writes page 2 into the URL patch (page 1 as none)', () => {
    const update = vi.fn();
    const { rerender } = render(
      <Table
        rowKey="id"
        dataSource={rows(10)}
        columns={[{ key: 'id', dataIndex: 'id' }]}
        pagination={listPagination({ page: 1, size: 10, total: 45, update, totalText: (total) => `${total} items` })}
      />,
    );
    expect(screen.getByText('45 items')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-options-size-changer')).not.toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    expect(update).toHaveBeenLastCalledWith({ page: 2, size: undefined });
    rerender(
      <Table
        rowKey="id"
        dataSource={rows(10)}
        columns={[{ key: 'id', dataIndex: 'id' }]}
        pagination={listPagination({ page: 2, size: 20, total: 45, update })}
      />,
    );
    fireEvent.click(screen.getByTitle('1'));
    expect(update).toHaveBeenLastCalledWith({ page: undefined, size: 20 });
  });

  it('a fixed-size list patches only the page and offers no size changer', () => {
    const update = vi.fn();
    render(
      <Table
        rowKey="id"
        dataSource={rows(10)}
        columns={[{ key: 'id', dataIndex: 'id' }]}
        pagination={listPagination({ page: 1, size: 10, total: 30, update, sizeChanger: false })}
      />,
    );
    expect(document.querySelector('.ant-pagination-options-size-changer')).toBeNull();
    fireEvent.click(screen.getByTitle('3'));
    expect(update).toHaveBeenLastCalledWith({ page: 3 });
  });
});
