import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { AuditLogPage } from './audit-log-page';

const entry = {
  id: 41,
  time: '2026-11-28T02:03:04.000Z',
  userId: 7,
  operatorEmail: 'ada@example.com',
  operatorName: 'Ada',
  action: 'role.update',
  actionName: 'Role changed',
  objectType: 'role',
  objectTypeName: 'Role',
  objectId: '12',
  ip: '203.0.113.7',
  device: 'Chrome 120 · macOS 14',
  changes: [{ field: 'Name', before: 'Support', after: 'Support desk' }],
};
const options = {
  operators: [{ userId: 7, email: 'ada@example.com', name: 'Ada' }],
  actions: [{ value: 'role.update', label: 'Role changed', objectType: 'role' }],
  objectTypes: [{ value: 'role', label: 'Role' }],
};
const server =
  (over: { retention?: unknown } = {}) =>
  (url: URL) => {
    if (url.pathname.endsWith('/auditLog/options')) return options;
    if (url.pathname.endsWith('/auditLog/detail')) return { ...entry, userAgent: 'Mozilla/5.0 (Macintosh) Chrome/120.0' };
    if (url.pathname.endsWith('/auditLog/retention')) return over.retention ?? { days: 365, choices: [90, 180, 365, 730, 2555], updatedAt: null };
    if (url.pathname.endsWith('/auditLog/retention/update')) return { days: 90, choices: [90, 180, 365, 730, 2555], updatedAt: '2026-11-28T00:00:00.000Z' };
    return { content: [entry], total: 1, page: 1, size: 10 };
  };

describe('team audit log page', () => {
  const api = fakeApi();

  it('lists who did what where, sends the URL filters, and opens the before/after of an entry', async () => {
    await inLanguage('en');
    api.answer(server());
    renderAt('/account/audit-log?userId=7&action=role.update&objectType=role&objectId=12&ip=203.0.113.7&begin=2026-11-01&end=2026-11-28', <AuditLogPage />, {
      codes: ['account:auditLog'],
    });
    expect(await screen.findByText('1 entries')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Role changed')).toBeTruthy();
    expect(screen.getByText('Chrome 120 · macOS 14')).toBeTruthy();
    expect(screen.queryByText('role.update')).toBeNull();
    const q = Object.fromEntries(api.urls('/auditLog/list').at(-1)!.searchParams);
    expect(q).toMatchObject({
      userId: '7',
      action: 'role.update',
      objectType: 'role',
      objectId: '12',
      ip: '203.0.113.7',
      beginTime: '2026-10-31T16:00:00.000Z',
    });
    // neither export nor retention without their codes
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retention/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('Support desk')).toBeTruthy();
    expect(drawer.getByText('Support')).toBeTruthy();
    expect(drawer.getByText('Role · 12')).toBeTruthy();
    expect(drawer.getByText('203.0.113.7 · Chrome 120 · macOS 14')).toBeTruthy();
    expect(api.urls('/auditLog/detail').at(-1)!.searchParams.get('id')).toBe('41');
  });

  it('drops a malformed IP from the query', async () => {
    await inLanguage('en');
    api.answer(server());
    renderAt('/account/audit-log?ip=1%3B2', <AuditLogPage />, { codes: ['account:auditLog'] });
    expect(await screen.findByText('1 entries')).toBeTruthy();
    expect(api.urls('/auditLog/list').at(-1)!.searchParams.has('ip')).toBe(false);
  });

  it('changes the retention in Chinese with the retention code', async () => {
    await inLanguage('zh-cn');
    api.answer(server());
    renderAt('/account/audit-log', <AuditLogPage />, { codes: ['account:auditLog', 'account:auditLog:retention', 'account:auditLog:export'] });
    expect(await screen.findByText('共 1 条记录')).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保留期限/ }));
    const modal = within(await screen.findByRole('dialog'));
    expect(await modal.findByText('记录保留 1 年。')).toBeTruthy();
    fireEvent.click(modal.getByLabelText(/90 天/));
    fireEvent.click(modal.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.bodies('/auditLog/retention/update')).toEqual([{ days: 90 }]));
  });
});
