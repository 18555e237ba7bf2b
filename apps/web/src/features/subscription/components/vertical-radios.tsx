import { Radio, Space, type RadioChangeEvent } from 'antd';

/** A choice of a few options, one under the other (value and onChange come from its Form.Item). */
export function VerticalRadios<V extends string>(p: {
  options: ReadonlyArray<{ value: V; label: string }>;
  value?: V;
  onChange?: (e: RadioChangeEvent) => void;
}) {
  return (
    <Radio.Group value={p.value} onChange={p.onChange}>
      <Space orientation="vertical">
        {p.options.map((o) => (
          <Radio key={o.value} value={o.value}>
            {o.label}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
