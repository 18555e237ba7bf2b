import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { permissionsOf } from '../lib/access';
import { Access, AccessProvider } from './access';

describe('<Access>', () => {
  it('removes children lacking the code and keeps the others', () => {
    render(
      <AccessProvider permissions={permissionsOf({ permissions: ['risk:list:add'], userInfo: { businessType: '1' } })}>
        <Access code="risk:list:add">
          <button>Add</button>
        </Access>
        <Access code="risk:list:delete" fallback={<span>no delete</span>}>
          <button>Delete</button>
        </Access>
      </AccessProvider>,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('no delete')).toBeTruthy();
  });

  it('shows nothing guarded without a provider (no permissions)', () => {
    render(
      <Access code="index">
        <p>secret</p>
      </Access>,
    );
    expect(screen.queryByText('secret')).toBeNull();
  });
});
