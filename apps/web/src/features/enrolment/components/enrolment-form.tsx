import { Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { alertEnrolmentSave, rdrEnrolmentSave, EMPTY_RULES, type EnrolmentItem } from '@crossbill/contracts/enrolment';
import { PRICING_TIERS, type EnrolmentKind } from '@crossbill/contracts/enrolment-states';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { RulesFields } from './rules-fields';

/** The form's values: the save body without its id and submit flag. */
export type EnrolmentValues = Record<string, unknown>;

export const initialValues = (kind: EnrolmentKind, e: EnrolmentItem | undefined): EnrolmentValues => ({
  merchantIdentifier: e?.merchantIdentifier ?? '',
  ethocaMerchantId: e?.ethocaMerchantId ?? '',
  integratorMemberId: e?.integratorMemberId ?? '',
  pricingTier: e?.pricingTier ?? 'standard',
  descriptors: e?.descriptors ?? [],
  ...(kind === 'rdr' ? { bins: e?.bins ?? [], caids: e?.caids ?? [], rules: e?.rules ?? EMPTY_RULES } : {}),
});

// list fields are tag selects: an error of one entry (descriptors.1) shows on the field
const LIST_FIELDS = new Set(['descriptors', 'bins', 'caids', 'reasonCodes', 'cardBins', 'countries']);
export function formFieldOf(field: string): Array<string | number> {
  const parts = field.split('.');
  if (parts.length > 1 && /^\d+$/.test(parts.at(-1)!) && LIST_FIELDS.has(parts.at(-2)!)) parts.pop();
  return parts.map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** The enrolment's fields (spec 3): identifiers, pricing tier, descriptors; for RDR its BINs, CAIDs and rules. */
export function EnrolmentForm({ kind, form, initial, onChange }: { kind: EnrolmentKind; form: FormInstance; initial: EnrolmentValues; onChange: () => void }) {
  const { t } = useTranslation('enrolment');
  const schema = kind === 'alerts' ? alertEnrolmentSave : rdrEnrolmentSave;
  const rule = (field: string) => schemaRule(schema, field, t(`col.${field}`));
  const tags = <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />;
  return (
    <Form form={form} layout="vertical" initialValues={initial} onValuesChange={onChange} style={{ maxWidth: 720 }}>
      <Form.Item
        name="merchantIdentifier"
        validateFirst
        label={t('col.merchantIdentifier')}
        rules={[requiredRule(t('col.merchantIdentifier'), { whitespace: true }), rule('merchantIdentifier')]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="ethocaMerchantId"
        validateFirst
        label={t('col.ethocaMerchantId')}
        rules={kind === 'alerts' ? [requiredRule(t('col.ethocaMerchantId'), { whitespace: true }), rule('ethocaMerchantId')] : [rule('ethocaMerchantId')]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="integratorMemberId" label={t('col.integratorMemberId')} rules={[rule('integratorMemberId')]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="pricingTier" label={t('col.pricingTier')} rules={[requiredRule(t('col.pricingTier'))]}>
        <Select options={PRICING_TIERS.map((p) => ({ value: p, label: t(`tier.${p}`) }))} />
      </Form.Item>
      <Form.Item name="descriptors" label={t('col.descriptors')} extra={t('form.descriptorsHelp')} rules={[rule('descriptors')]}>
        {tags}
      </Form.Item>
      {kind === 'rdr' ? (
        <>
          <Form.Item name="bins" label={t('col.bins')} extra={t('form.binsHelp')} rules={[rule('bins')]}>
            {tags}
          </Form.Item>
          <Form.Item name="caids" label={t('col.caids')} extra={t('form.caidsHelp')} rules={[rule('caids')]}>
            {tags}
          </Form.Item>
          <RulesFields />
        </>
      ) : null}
    </Form>
  );
}
