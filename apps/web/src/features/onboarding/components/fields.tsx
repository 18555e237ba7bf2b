import { Form, Input, Select, type FormRule } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { countryOptions } from '@crossbill/contracts/countries';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { messageText } from '../../../lib/form-rules';

export type Path = Array<string | number>;
type Node = { def?: { innerType?: Node; element?: Node; in?: Node }; shape?: Record<string, Node> };

/** The schema of one field inside a contracts object schema (through optional, default and arrays). */
export function leafOf(schema: ZodType, path: Path): ZodType | undefined {
  let s = schema as unknown as Node | undefined;
  for (const p of path) {
    while (s?.def?.innerType) s = s.def.innerType;
    s = typeof p === 'number' ? s?.def?.element : s?.shape?.[p];
    if (!s) return undefined;
  }
  return s as unknown as ZodType;
}

const samePath = (a: PropertyKey[], b: Path) => a.length === b.length && a.every((x, i) => String(x) === String(b[i]));

/**
 * The contracts' rule of a field (same schema and message as the server): the field's own schema,
 * then the rules of its step that name this field (confirmation, owners, holder name). `label` names
 * the field in the message of a missing value.
 */
export function zodRule(step: ZodType, root: Path, sub: Path, label?: string): FormRule {
  const leaf = leafOf(step, sub);
  return (form) => ({
    validator: async (_rule, value) => {
      if (leaf) {
        const r = leaf.safeParse(value === '' ? undefined : value);
        if (!r.success) throw new Error(messageText(r.error.issues[0]!, label));
      }
      const whole = step.safeParse(root.length ? form.getFieldValue(root) : form.getFieldsValue(true));
      if (!whole.success) {
        const issue = whole.error.issues.find((i) => samePath(i.path, sub));
        if (issue) throw new Error(messageText(issue, label));
      }
    },
  });
}

/** A field of a step: `root` is where the step's value sits in the form, `sub` the field inside it. */
export function Field({
  step,
  root,
  sub,
  label,
  children,
  extra,
  listName,
}: {
  step: ZodType;
  root: Path;
  sub: Path;
  label: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
  listName?: Path;
}) {
  return (
    <Form.Item
      name={listName ?? [...root, ...sub]}
      label={label}
      rules={[zodRule(step, root, sub, typeof label === 'string' ? label : undefined)]}
      extra={extra}
      validateFirst
    >
      {children}
    </Form.Item>
  );
}

/** Every ISO 3166 country, by name (en or zh-cn) and code (countries.ts). */
export function CountrySelect(props: { value?: string; onChange?: (v: string) => void; id?: string; multiple?: boolean }) {
  const { i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return <Select {...props} mode={props.multiple ? 'multiple' : undefined} showSearch={{ optionFilterProp: 'label' }} options={options} />;
}

/** Country, city, street and postcode of an address. */
export function AddressFields({ step, root, sub }: { step: ZodType; root: Path; sub: Path }) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <Field step={step} root={root} sub={[...sub, 'country']} label={t('field.country')}>
        <CountrySelect />
      </Field>
      <Field step={step} root={root} sub={[...sub, 'city']} label={t('field.city')}>
        <Input />
      </Field>
      <Field step={step} root={root} sub={[...sub, 'line1']} label={t('field.line1')}>
        <Input />
      </Field>
      <Field step={step} root={root} sub={[...sub, 'postcode']} label={t('field.postcode')}>
        <Input />
      </Field>
    </>
  );
}
