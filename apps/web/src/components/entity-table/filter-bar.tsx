import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import '../../lib/dayjs-language';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BusinessZoneHint } from '../business-zone-hint';
import { useRememberedPeriod } from '../../lib/date-period';
import type { FilterPatch } from '../../lib/use-url-filters';
import type { FilterField } from './entity';
import { paramsOfField, periodOf } from './filters';

type Range = [Dayjs | null, Dayjs | null] | null;
type Values = Record<string, string | Range | undefined>;

const RANGE = '__range';

/** The form's values as the URL holds them. */
function valuesOf(fields: readonly FilterField[], params: URLSearchParams): Values {
  const v: Values = {};
  const begin = params.get('begin');
  const end = params.get('end');
  for (const f of fields) {
    if (f.kind === 'period') v[f.name] = periodOf(f, params);
    else if (f.kind === 'text' || f.kind === 'select') v[f.name] = params.get(f.name) ?? undefined;
    if (f.kind === 'days' || f.kind === 'period') v[RANGE] = begin || end ? [begin ? dayjs(begin) : null, end ? dayjs(end) : null] : null;
  }
  return v;
}

/** The URL patch of submitted values: every field's parameters, set or cleared. */
function patchOf(fields: readonly FilterField[], v: Values): FilterPatch {
  const patch: FilterPatch = {};
  const range = v[RANGE] as Range | undefined;
  for (const f of fields) {
    if (f.kind === 'days' || (f.kind === 'period' && v[f.name] === 'custom')) {
      patch.begin = range?.[0]?.format('YYYY-MM-DD');
      patch.end = range?.[1]?.format('YYYY-MM-DD');
    } else if (f.kind === 'period') Object.assign(patch, { begin: undefined, end: undefined });
    if (f.kind !== 'days') {
      const x = v[f.name];
      patch[f.name] = typeof x === 'string' && x.trim() ? x.trim() : undefined;
    }
  }
  return patch;
}

type SelectField = Extract<FilterField, { kind: 'select' }>;

/** A select filter (value and onChange from its Form.Item); its choices may come from the field's own hook. */
function ChoiceSelect({ field, t, ...rest }: { field: SelectField; t: TFunction; 'aria-label': string; value?: string; onChange?: (v?: string) => void }) {
  const options = field.useOptions ? field.useOptions(t) : field.options(t);
  return (
    <Select allowClear showSearch={field.search} optionFilterProp="label" placeholder={t('list:all')} style={{ width: 180 }} options={options} {...rest} />
  );
}

/**
 * A list's filters, applied to the URL (the list reads them from there). A choice (select, period,
 * day range) applies at once; typed text applies on Enter or Search. Reset clears every filter.
 */
export function FilterBar(p: { fields: readonly FilterField[]; ns: readonly string[]; params: URLSearchParams; update: (patch: FilterPatch) => void }) {
  const { t } = useTranslation([...p.ns, 'list']);
  const [form] = Form.useForm<Values>();
  const period = p.fields.find((f): f is Extract<FilterField, { kind: 'period' }> => f.kind === 'period');
  const chosenPeriod = Form.useWatch(period?.name ?? RANGE, form);
  const hasDays = p.fields.some((f) => f.kind === 'days');
  useRememberedPeriod({
    params: p.params,
    update: p.update,
    periods: period?.periods ?? [],
    fallback: period?.fallback ?? 'all',
    key: period?.name ?? '__none',
    // a list with a day range and no period choice carries the range as its days
    daysOnly: !period && hasDays,
  });
  // the URL is the truth: a link, Back or the remembered period puts its values into the form (also
  // when a field joins later, like a group's member filter once the members have loaded)
  const signature = `${p.params.toString()}|${p.fields.map((f) => f.name ?? f.kind).join(',')}`;
  useEffect(() => form.setFieldsValue(valuesOf(p.fields, p.params)), [form, signature]); // eslint-disable-line react-hooks/exhaustive-deps

  const apply = (v: Values) => p.update(patchOf(p.fields, v));
  const label = (key: string) => t(key, { ns: p.ns[0] });
  const rangeItem = (
    <Form.Item name={RANGE} label={hasDays ? label(p.fields.find((f) => f.kind === 'days')!.label) : undefined} extra={<BusinessZoneHint />}>
      <DatePicker.RangePicker aria-label={t('list:range')} />
    </Form.Item>
  );

  return (
    <Form<Values>
      form={form}
      // ids of its own (filters_status): a page's dialog form may have a field of the same name
      name="filters"
      layout="inline"
      className="entity-filters"
      initialValues={valuesOf(p.fields, p.params)}
      onFinish={apply}
      // a choice applies at once (with the text typed so far); text waits for Enter or Search
      onValuesChange={(changed) => {
        const name = Object.keys(changed)[0] ?? '';
        const field = p.fields.find((f) => f.name === name);
        if (name === RANGE || (field && field.kind !== 'text')) {
          if (field?.kind === 'period' && changed[name] === 'custom') return; // wait for the days
          form.submit();
        }
      }}
      style={{ rowGap: 12 }}
    >
      {p.fields.map((f) => {
        if (f.kind === 'days') return <span key="days">{rangeItem}</span>;
        if (f.kind === 'period')
          return (
            <span key={f.name} style={{ display: 'contents' }}>
              <Form.Item name={f.name} label={label(f.label)}>
                <Select style={{ width: 160 }} aria-label={label(f.label)} options={f.periods.map((x) => ({ value: x, label: t(`list:period.${x}`) }))} />
              </Form.Item>
              {chosenPeriod === 'custom' ? rangeItem : null}
            </span>
          );
        if (f.kind === 'select')
          return (
            <Form.Item key={f.name} name={f.name} label={label(f.label)}>
              <ChoiceSelect field={f} t={t} aria-label={label(f.label)} />
            </Form.Item>
          );
        return (
          <Form.Item
            key={f.name}
            name={f.name}
            label={label(f.label)}
            rules={f.pattern ? [{ pattern: f.pattern.re, message: label(f.pattern.message) }] : undefined}
          >
            <Input allowClear style={{ width: 200 }} maxLength={f.maxLength ?? 64} onPressEnter={() => form.submit()} />
          </Form.Item>
        );
      })}
      <Space>
        <Button type="primary" htmlType="submit">
          {t('list:search')}
        </Button>
        <Button
          onClick={() => {
            const patch: FilterPatch = {};
            for (const f of p.fields) for (const k of paramsOfField(f)) patch[k] = undefined;
            p.update(patch);
          }}
        >
          {t('list:reset')}
        </Button>
      </Space>
    </Form>
  );
}
