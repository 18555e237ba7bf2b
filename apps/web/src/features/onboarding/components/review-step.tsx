import { Checkbox, Descriptions, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Person } from '@crossbill/contracts/onboarding';

/** Review and confirm: what will be submitted, and the agreement box (spec 8 message). */
export function ReviewStep() {
  const { t } = useTranslation('onboarding');
  const form = Form.useFormInstance();
  const v = form.getFieldsValue(true) as {
    companyType?: string;
    business?: { legalName?: string; registrationNumber?: string; email?: string };
    persons?: Person[];
    website?: { websiteUrl?: string; mcc?: string };
    bank?: { holderName?: string; bankName?: string; swift?: string; settlementCurrency?: string; accountNumber?: string };
  };
  const acct = v.bank?.accountNumber ?? '';
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'type', label: t('field.companyType'), children: v.companyType ? t(`companyType.${v.companyType}`) : '' },
          { key: 'name', label: t('field.legalName'), children: v.business?.legalName },
          { key: 'reg', label: t('field.registrationNumber'), children: v.business?.registrationNumber },
          { key: 'email', label: t('field.email'), children: v.business?.email },
          {
            key: 'persons',
            label: t('step.persons'),
            children: (v.persons ?? []).map((p) => `${p.fullName} (${p.positions.map((x) => t(`position.${x}`)).join(', ')})`).join('; '),
          },
          { key: 'site', label: t('field.websiteUrl'), children: v.website?.websiteUrl },
          { key: 'mcc', label: t('field.mcc'), children: v.website?.mcc ? `${v.website.mcc} ${t(`mcc.${v.website.mcc}`)}` : '' },
          {
            key: 'bank',
            label: t('step.bank'),
            children: `${v.bank?.bankName ?? ''} ${v.bank?.swift ?? ''} · ${v.bank?.settlementCurrency ?? ''} · ****${acct.replace(/\s/g, '').slice(-4)}`,
          },
        ]}
      />
      <Form.Item
        name="agree"
        valuePropName="checked"
        style={{ marginTop: 16 }}
        rules={[
          {
            validator: async (_r, ok: boolean) => {
              if (!ok) throw new Error(t('messages:validation.agreeTerms'));
            },
          },
        ]}
      >
        <Checkbox>{t('review.agree')}</Checkbox>
      </Form.Item>
    </>
  );
}
