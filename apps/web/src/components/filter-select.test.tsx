import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilterSelect } from './filter-select';

const open = () => fireEvent.mouseDown(screen.getByRole('combobox'));

describe('<FilterSelect>', () => {
  it('shows "all" when unfiltered, answers the picked value, and undefined for "all"', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <FilterSelect<number> aria-label="Role" allLabel="All roles" value={undefined} onChange={onChange} options={[{ value: 7, label: 'Finance' }]} />,
    );
    expect(screen.getByTitle('All roles')).toBeTruthy();
    open();
    fireEvent.click(await screen.findByText('Finance'));
    expect(onChange).toHaveBeenLastCalledWith(7);
    rerender(<FilterSelect<number> aria-label="Role" allLabel="All roles" value={7} onChange={onChange} options={[{ value: 7, label: 'Finance' }]} />);
    open();
    const all = await screen.findAllByText('All roles');
    fireEvent.click(all[all.length - 1]!);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
