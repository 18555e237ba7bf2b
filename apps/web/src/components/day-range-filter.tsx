import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { FilterPatch } from '../lib/use-url-filters';

/**
 * A list's period filter kept in the URL as ?begin&end (whole days, read back by dayRangeOf):
 * clearing it removes both parameters.
 */
export function DayRangeFilter({ label, begin, end, update }: { label?: string; begin?: string; end?: string; update: (patch: FilterPatch) => void }) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      value={[begin ? dayjs(begin) : null, end ? dayjs(end) : null]}
      onChange={(range) => update({ begin: range?.[0]?.format('YYYY-MM-DD'), end: range?.[1]?.format('YYYY-MM-DD') })}
    />
  );
}
