import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useLeaveGuard } from './use-leave-guard';

function Editor({ dirty }: { dirty: boolean }) {
  const guard = useLeaveGuard(dirty);
  return (
    <div>
      <Link to="/other">away</Link>
      <Link to="/edit?tab=2">same page</Link>
      {guard.blocked && (
        <p>
          asking <button onClick={guard.proceed}>leave</button>
          <button onClick={guard.reset}>stay</button>
        </p>
      )}
    </div>
  );
}

function Where() {
  const l = useLocation();
  return <output>{`${l.pathname}${l.search}`}</output>;
}

const app = (dirty: boolean) => (
  <MemoryRouter initialEntries={['/edit']}>
    <Routes>
      <Route path="/edit" element={<Editor dirty={dirty} />} />
      <Route path="/other" element={<p>other page</p>} />
    </Routes>
    <Where />
  </MemoryRouter>
);

describe('useLeaveGuard', () => {
  it('holds navigation to another page while armed until the user leaves', () => {
    render(app(true));
    fireEvent.click(screen.getByText('away'));
    expect(screen.getByText('asking')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('/edit');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'stay' })));
    expect(screen.queryByText('asking')).toBeNull();
    fireEvent.click(screen.getByText('away'));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'leave' })));
    expect(screen.getByText('other page')).toBeTruthy();
  });

  it('lets a change within the same page through, and everything when not armed', () => {
    const { unmount } = render(app(true));
    fireEvent.click(screen.getByText('same page'));
    expect(screen.getByRole('status').textContent).toBe('/edit?tab=2');
    unmount();
    render(app(false));
    fireEvent.click(screen.getByText('away'));
    expect(screen.getByText('other page')).toBeTruthy();
  });
});
