import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatBusinessDateTime } from './format';

describe('business times on screen', () => {
  it('shows a business time on the Beijing clock with UTC+8, whatever the browser zone', () => {
    // 16:30 UTC on 1 March is 00:30 on 2 March in Beijing
    const text = formatBusinessDateTime('2026-03-01T16:30:00Z', 'en');
    expect(text).toMatch(/2 Mar 2026/);
    expect(text).toMatch(/00:30:00/);
    expect(text.endsWith('UTC+8')).toBe(true);
    expect(formatBusinessDateTime(null, 'en')).toBe('-');
  });

  it('shows a business date as the calendar day it names, not shifted by the browser zone', () => {
    expect(formatBusinessDate('2026-03-02', 'en')).toBe('2 Mar 2026');
    expect(formatBusinessDate('2026-12-31', 'zh-cn')).toMatch(/^2026.*12.*31/);
    expect(formatBusinessDate('2026-3-2', 'en')).toBe('-');
  });
});
