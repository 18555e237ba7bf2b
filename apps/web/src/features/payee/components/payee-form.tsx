import { useState } from 'react';
import { Button, Form, Input, Radio, Select, Switch, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@crossbill/contracts/money';
import {
  PAYEE_CATEGORIES,
  PAYEE_ENTITY_TYPES,
  PAYEE_FILE_MAX_COUNT,
  PAYEE_FILE_TYPES,
  payeeSave,
  type Payee,
  type PayeeAttachment,
  type PayeeSaveInput,
} from '@crossbill/contracts/payee';
import { compactAccount, confirmFieldOf, countryRule, formatsFor, methodsFor, type AccountField, type PayoutMethod } from '@crossbill/contracts/payout-rules';
import { schemaRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-client';
import { uploadPayeeFile } from '../api/upload-payee-file';
import type { PayeeSurface } from '../api/surface';
import { BankSelect } from './bank-select';
import { countryOptions } from './country-options';

type Values = PayeeSaveInput & Record<string, unknown>;

/** Defaults of a country: the method kept when offered there (else its first), currency and account format. */
function countryDefaults(country: string, method?: PayoutMethod) {
  const offered = methodsFor(country);
  const m = method && offered.includes(method) ? method : (offered[0] ?? 'swift');
  return { method: m, currency: countryRule(country)?.currencies[0], accountFormat: formatsFor(country, m)[0]?.id };
}

export function initialValues(surface: PayeeSurface, payee?: Payee): Partial<Values> {
  if (!payee)
    return {
      category: surface.purpose === 'settlement' ? 'own' : 'others',
      entityType: 'corporate',
      country: 'GB',
      ...countryDefaults('GB'),
      isDefault: false,
      attachmentIds: [],
    };
  const values = Object.fromEntries(Object.entries(payee).filter(([, v]) => v !== null)) as Partial<Values>;
  return { ...values, attachmentIds: payee.attachments.map((a) => a.id) };
}

/**
 * The payee form: its fields follow the bank country and payment method (contracts' payout rules),
 * each field is checked live with the same schema and messages as the server.
 */
export function PayeeForm({
  surface,
  payee,
  saving,
  onSubmit,
  onCancel,
  form,
}: {
  surface: PayeeSurface;
  payee?: Payee;
  saving: boolean;
  onSubmit: (values: PayeeSaveInput) => void;
  onCancel: () => void;
  form: ReturnType<typeof Form.useForm<Values>>[0];
}) {
  const { t, i18n } = useTranslation(['payee', 'messages']);
  const [files, setFiles] = useState<PayeeAttachment[]>(payee?.attachments ?? []);
  const country = (Form.useWatch('country', form) as string | undefined) ?? payee?.country ?? 'GB';
  const method = (Form.useWatch('method', form) as PayoutMethod | undefined) ?? 'local';
  const accountFormat = Form.useWatch('accountFormat', form) as string | undefined;
  const rule = countryRule(country);
  const formats = formatsFor(country, method);
  const format = formats.find((f) => f.id === accountFormat) ?? formats[0];
  const bankMethod = method === 'local' || method === 'swift';
  const methods = methodsFor(country).filter((m) => surface.purpose === 'transfer' || m === 'local' || m === 'swift');
  const currencies = method === 'swift' ? CURRENCIES : (rule?.currencies ?? []);
  const rules = (field: string, label: string = t(`field.${field}`)) => [schemaRule(payeeSave, field, label)];
  // spec 5, 8: the account identifier typed twice, when it is new (an add, or an edit that changes it)
  const confirmField = format ? confirmFieldOf(country, method, format.id) : null;
  const confirmLabel = t('field.accountConfirm', { field: t(`field.${confirmField}`) });
  const confirmRules = [
    ...rules('accountConfirm', confirmLabel),
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: async (_: unknown, value?: string) => {
        if (!confirmField || value) return;
        const typed = compactAccount(String(getFieldValue(confirmField) ?? ''));
        if (!payee || typed !== (payee[confirmField] ?? '')) throw new Error(t('messages:validation.requiredField', { field: confirmLabel }));
      },
    }),
  ];

  const accountInput = (field: AccountField) => {
    if (field === 'walletType') return <Select options={(rule?.wallets ?? []).map((w) => ({ value: w, label: t(`wallet.${w}`) }))} />;
    if (field === 'pickupPartner') return <Select options={(rule?.pickupPartners ?? []).map((p) => ({ value: p, label: t(`pickup.${p}`) }))} />;
    return <Input autoComplete="off" />;
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues(surface, payee)}
      style={{ maxWidth: 640 }}
      onValuesChange={(changed: Partial<Values>) => {
        if ('country' in changed) form.setFieldsValue(countryDefaults(changed.country as string, method));
        else if ('method' in changed) {
          const m = changed.method as PayoutMethod;
          form.setFieldsValue({ accountFormat: formatsFor(country, m)[0]?.id, ...(m === 'swift' ? {} : { currency: rule?.currencies[0] }) });
        }
      }}
      // a settlement account has no category field (it is always the merchant's own): the form sends it
      onFinish={(v) =>
        onSubmit({ ...v, ...(surface.purpose === 'settlement' ? { category: 'own' } : {}), attachmentIds: files.map((f) => f.id) } as PayeeSaveInput)
      }
    >
      {surface.purpose === 'transfer' ? (
        <Form.Item name="category" label={t('field.category')} rules={rules('category')}>
          <Radio.Group options={PAYEE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))} />
        </Form.Item>
      ) : null}
      <Form.Item name="entityType" label={t('field.entityType')} rules={rules('entityType')}>
        <Radio.Group options={PAYEE_ENTITY_TYPES.map((c) => ({ value: c, label: t(`entityType.${c}`) }))} />
      </Form.Item>
      <Form.Item name="country" label={t('field.country')} rules={rules('country')}>
        <Select showSearch optionFilterProp="label" options={countryOptions(t, i18n.language)} />
      </Form.Item>
      <Form.Item name="method" label={t('field.method')} rules={rules('method')}>
        <Radio.Group options={methods.map((m) => ({ value: m, label: t(`method.${m}`) }))} />
      </Form.Item>
      <Form.Item name="currency" label={t('field.currency')} rules={rules('currency')}>
        <Select showSearch options={currencies.map((c) => ({ value: c, label: c }))} />
      </Form.Item>
      {formats.length > 1 ? (
        <Form.Item name="accountFormat" label={t('field.accountFormat')}>
          <Radio.Group options={formats.map((f) => ({ value: f.id, label: t(`format.${f.id}`) }))} />
        </Form.Item>
      ) : (
        <Form.Item name="accountFormat" hidden>
          <Input />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t(rule?.latinName ? 'field.nameLatin' : 'field.name')}
        rules={rules('name', t(rule?.latinName ? 'field.nameLatin' : 'field.name'))}
      >
        <Input autoComplete="off" />
      </Form.Item>
      {bankMethod ? (
        <>
          <Form.Item name="bankName" label={t('field.bankName')} rules={rules('bankName')}>
            <BankSelect
              surface={surface}
              country={country}
              onPick={(b) => form.setFieldsValue({ swift: b.swift, ...(format?.fields.includes('bankCode') && b.bankCode ? { bankCode: b.bankCode } : {}) })}
            />
          </Form.Item>
          <Form.Item name="swift" label={t('field.swift')} rules={rules('swift')}>
            <Input autoComplete="off" />
          </Form.Item>
        </>
      ) : null}
      {format?.fields.map((field) => (
        <Form.Item key={`${format.id}-${field}`} name={field} label={t(`field.${field}`)} rules={rules(field)}>
          {accountInput(field)}
        </Form.Item>
      ))}
      {confirmField ? (
        <Form.Item key={`${format!.id}-confirm`} name="accountConfirm" label={confirmLabel} rules={confirmRules} dependencies={[confirmField]}>
          <Input autoComplete="off" />
        </Form.Item>
      ) : null}
      <Form.Item name="idNumber" label={t('field.idNumber')} rules={rules('idNumber')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="address" label={t('field.address')} rules={rules('address')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
      </Form.Item>
      <Form.Item name="nickname" label={t('field.nickname')} rules={rules('nickname')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="isDefault" label={t('field.isDefault')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={t('field.attachments')} extra={t('form.filesHint', { types: PAYEE_FILE_TYPES.join(', '), count: PAYEE_FILE_MAX_COUNT })}>
        <Upload
          accept={PAYEE_FILE_TYPES.map((x) => `.${x}`).join(',')}
          fileList={files.map((f) => ({ uid: f.id, name: f.fileName, status: 'done' as const }))}
          onRemove={(f) => setFiles((list) => list.filter((x) => x.id !== f.uid))}
          beforeUpload={(file) => {
            const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
            if (!(PAYEE_FILE_TYPES as readonly string[]).includes(ext)) {
              toast.error(t('messages:code.uploadTypeNotAllowed', { type: PAYEE_FILE_TYPES.join(', ') }));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            uploadPayeeFile(surface, file as File).then(
              (saved) => {
                setFiles((list) => [...list, saved]);
                toast.success(t('form.uploaded'));
                onSuccess?.(saved);
              },
              (e: unknown) => {
                if (isApiError(e) && !e.notified) toast.error(e.message);
                onError?.(e as Error);
              },
            );
          }}
          showUploadList={{ showRemoveIcon: true }}
          disabled={files.length >= PAYEE_FILE_MAX_COUNT}
        >
          <Button icon={<UploadOutlined />}>{t('form.upload')}</Button>
        </Upload>
      </Form.Item>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('form.save')}
        </Button>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
      </div>
    </Form>
  );
}
