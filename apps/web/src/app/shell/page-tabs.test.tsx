import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { inLanguage } from '../../test/utils';
import { PageTabs } from './page-tabs';
import { openTab, resetTabs } from './tabs-store';

// The opened pages: titles in the operator's language once their namespace is there (a tab of a page
// whose texts were not loaded yet showed `transaction:route.query`), as links with named close buttons.

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <PageTabs fallbackPath="/index" />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PageTabs', () => {
  beforeEach(() => resetTabs());

  it('names a tab of another namespace in Chinese, never by its key', async () => {
    await inLanguage('zh-cn');
    openTab('/transaction/query');
    renderAt('/index');
    const nav = await screen.findByRole('navigation', { name: '已打开的页面' });
    expect(await screen.findByRole('link', { name: '交易查询' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    expect(nav.textContent).not.toMatch(/route\.|:/);
  });

  it('closes a tab by its named button and goes to the neighbour when it was the open page', async () => {
    await inLanguage('en');
    openTab('/index');
    renderAt('/password/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Close Update password' }));
    expect(screen.getByTestId('where').textContent).toBe('/index');
    expect(screen.queryByRole('link', { name: 'Update password' })).toBeNull();
    // the last tab cannot be closed
    expect(screen.queryByRole('button', { name: /^Close/ })).toBeNull();
  });
});
