import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { FilterPatch } from '../lib/use-url-filters';
import { BusinessZoneHint } from './business-zone-hint';

/**
 * A list's period filter kept in the URL as ?begin&end (whole business days in Beijing time, read back
 * by dayRangeOf, labelled so): clearing it removes both parameters.
 */
export function DayRangeFilter({ label, begin, end, update }: { label?: string; begin?: string; end?: string; update: (patch: FilterPatch) => void }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <DatePicker.RangePicker
        aria-label={label}
        value={[begin ? dayjs(begin) : null, end ? dayjs(end) : null]}
        onChange={(range) => update({ begin: range?.[0]?.format('YYYY-MM-DD'), end: range?.[1]?.format('YYYY-MM-DD') })}
      />
      <BusinessZoneHint />
    </span>
  );
}
