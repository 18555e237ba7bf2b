import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { BlacklistDetailPage } from '../pages/detail-page';

const LIST = {
  id: 5,
  name: 'Stolen cards',
  attribute: 'card',
  type: 'instrument',
  scope: 'all',
  active: true,
  itemCount: 0,
  creator: 'rae@example.com',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  hitCount: 0,
  lastHitAt: null,
  hitRate30d: null,
  hits30d: 0,
  checked30d: 0,
};
const importOf = (id: number, status: string, errors: Array<{ row: number; column: string | null; message: string }> = []) => ({
  id,
  listId: 5,
  batchNo: `BL2026112700000000${id}`,
  fileName: `items-${id}.xlsx`,
  status,
  progress: 100,
  rowCount: 2,
  errorCount: errors.length,
  errors,
  createdAt: '2026-11-27T00:00:00.000Z',
});
const xlsx = (name: string) => new File([new Uint8Array(100)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('blacklist import dialog', () => {
  const api = fakeApi();
  beforeEach(async () => {
    await inLanguage('en');
    await i18n.loadNamespaces(['blacklist', 'upload']);
    api.answer((u) => {
      if (u.pathname.endsWith('/risk/blacklist/detail')) return LIST;
      if (u.pathname.endsWith('/risk/blacklist/item/list')) return { content: [], total: 0, page: 1, size: 10 };
      if (u.pathname.endsWith('/risk/blacklist/import/upload')) return importOf(api.sent('/import/upload').length, 'to_be_parsed');
      if (u.pathname.endsWith('/risk/blacklist/import/detail'))
        return u.searchParams.get('id') === '1'
          ? importOf(1, 'failed', [{ row: 3, column: 'Value', message: 'Please enter a valid card number' }])
          : importOf(2, 'succeeded');
      return null;
    });
  });

  it('is offered only with the import button code', async () => {
    renderAt('/risk/detail?id=5', <BlacklistDetailPage id={5} onBack={() => undefined} />, { codes: ['risk:list', 'risk:list:add'] });
    expect(await screen.findByRole('button', { name: /Add item/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(upload )?Import$/ })).toBeNull();
  });

  it("gives the list's template, then a failed file's message and report, then a good file's items, read again on the page", async () => {
    renderAt('/risk/detail?id=5', <BlacklistDetailPage id={5} onBack={() => undefined} />, { codes: ['risk:list', 'risk:list:import'] });
    fireEvent.click(await screen.findByRole('button', { name: /^(upload )?Import$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import items' });
    expect(within(dialog).getByText(/^Columns: type \(C original value, or M transaction ID\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Download template/ }));
    await waitFor(() => expect(api.urls('/risk/blacklist/import/template').map((u) => u.searchParams.get('listId'))).toEqual(['5']));

    // the drop zone renews its input after each file
    const input = () => dialog.querySelector('input[type=file]')!;
    fireEvent.change(input(), { target: { files: [xlsx('items-1.xlsx')] } });
    const state = await within(dialog).findByTestId('blacklist-import');
    expect(await within(state).findByText('There is an error in the list import file, please download the report to check the details.')).toBeTruthy();
    expect(within(state).getByText('Failed')).toBeTruthy();
    expect(within(state).getByText('Row 3 Value: Please enter a valid card number')).toBeTruthy();
    expect(api.urls('/risk/blacklist/import/upload').map((u) => u.searchParams.get('listId'))).toEqual(['5']);
    fireEvent.click(within(state).getByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(api.urls('/risk/blacklist/import/report').map((u) => u.searchParams.get('id'))).toEqual(['1']));

    const listReads = api.sent('/risk/blacklist/item/list').length;
    fireEvent.change(input(), { target: { files: [xlsx('items-2.xlsx')] } });
    expect(await within(dialog).findByText('2 items added to the list')).toBeTruthy();
    expect(within(dialog).getByText('Succeeded')).toBeTruthy();
    await waitFor(() => expect(api.sent('/risk/blacklist/item/list').length).toBeGreaterThan(listReads));
  });

  it('refuses a file that is not an xlsx before sending it', async () => {
    renderAt('/risk/detail?id=5', <BlacklistDetailPage id={5} onBack={() => undefined} />, { codes: ['risk:list', 'risk:list:import'] });
    fireEvent.click(await screen.findByRole('button', { name: /^(upload )?Import$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import items' });
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [new File(['a,b'], 'items.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('Only supports uploading xlsx files')).toBeTruthy();
    expect(api.sent('/risk/blacklist/import/upload')).toEqual([]);
  });
});
