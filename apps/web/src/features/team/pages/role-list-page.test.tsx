import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { RoleListPage } from './role-list-page';

const role = (id: number, name: string, isAdmin = false) => ({
  id,
  name,
  description: '',
  isAdmin,
  operatorCount: id,
  createTime: '2026-11-01T02:00:00.000Z',
  updateTime: '2026-11-02T02:00:00.000Z',
});
// more roles than a page of 10: a short list shows whole
const roles = [role(1, 'Owner', true), ...Array.from({ length: 11 }, (_, i) => role(i + 2, `Role ${i + 2}`))];

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('the role list', () => {
  const api = fakeApi();

  function show(codes: string[]) {
    api.answer((u) => (u.pathname.endsWith('/permission/role/list') ? roles : undefined));
    renderAt('/permission/role', <RoleListPage viewHref={(id) => `/permission/role/view?id=${id}`} />, { codes });
  }

  it('shows every role at once with the count, each name linking to the role, the built-in one never deletable', async () => {
    await inLanguage('en');
    show(['permission:role', 'permission:role:edit', 'permission:role:delete']);
    await screen.findByText('Role 12');
    expect(screen.getByText('12 roles')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(screen.getByRole('link', { name: 'Role 5' }).getAttribute('href')).toBe('/permission/role/view?id=5');
    expect(within(rowOf('Role 5')).getByRole('button', { name: 'Delete Role 5' })).toBeTruthy();
    expect(within(rowOf('Owner')).getByRole('button', { name: 'Edit Owner' })).toBeTruthy();
    expect(within(rowOf('Owner')).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('offers no edit or delete without their codes', async () => {
    await inLanguage('zh-cn');
    show(['permission:role']);
    await screen.findByText('Role 12');
    expect(screen.getByText('共 12 个角色')).toBeTruthy();
    expect(within(rowOf('Role 5')).queryAllByRole('button')).toHaveLength(0);
  });
});
