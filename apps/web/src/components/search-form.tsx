import type { ReactNode } from 'react';
import { Button, DatePicker, Form, Space, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { businessDayRange } from '@crossbill/contracts/business-time';
import { BusinessZoneHint } from './business-zone-hint';

/** The time range field of a search form, as whole days. */
export type DayRange = [Dayjs, Dayjs] | null | undefined;

/** The ISO bounds of a picked range of business days (Beijing time): its first day through its last. */
export const rangeTimes = (range: DayRange) => businessDayRange(range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD'));

/**
 * A list's inline search form applied on Search (not on each change): the page's own fields, then a
 * day range (`range`), Search and Reset. Reset clears the fields and calls `onReset`.
 */
export function SearchForm<T extends { range?: DayRange }>(p: {
  form: FormInstance<T>;
  onSearch: (values: T) => void;
  onReset: () => void;
  labels: { range: string; search: string; reset: string };
  children: ReactNode;
}) {
  return (
    <Form form={p.form} layout="inline" onFinish={p.onSearch} style={{ rowGap: 12 }}>
      {p.children}
      <Form.Item name="range" label={p.labels.range} extra={<BusinessZoneHint />}>
        <DatePicker.RangePicker />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {p.labels.search}
        </Button>
        <Button
          onClick={() => {
            p.form.resetFields();
            p.onReset();
          }}
        >
          {p.labels.reset}
        </Button>
      </Space>
    </Form>
  );
}
