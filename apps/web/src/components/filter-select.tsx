import type { ReactNode } from 'react';
import { Select, type SelectProps } from 'antd';

type Props<V extends string | number> = Omit<SelectProps<V | ''>, 'value' | 'onChange' | 'options'> & {
  /** the first choice, meaning "no filter" */
  allLabel: string;
  value: V | undefined;
  options: Array<{ value: V; label: ReactNode }>;
  onChange: (value: V | undefined) => void;
};

/** A list's filter select: "all" first (no URL parameter), then the choices; picking "all" gives undefined. */
export function FilterSelect<V extends string | number>({ allLabel, value, options, onChange, ...rest }: Props<V>) {
  return (
    <Select<V | ''> {...rest} value={value ?? ''} onChange={(v) => onChange(v === '' ? undefined : v)} options={[{ value: '', label: allLabel }, ...options]} />
  );
}
