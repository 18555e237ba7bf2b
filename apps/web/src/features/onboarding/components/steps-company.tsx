import { Card, Checkbox, Col, Descriptions, Form, Input, Radio, Row, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  businessStep,
  COMPANY_TYPES,
  companyTypeStep,
  CORPORATE_DOCS,
  PRICING,
  REQUIRED_DOCS,
  REVIEW_BUSINESS_DAYS,
  type CompanyType,
} from '@crossbill/contracts/onboarding';
import { AddressFields, Field } from './fields';
import { FileField } from './file-field';

/** Guide: pricing and the process (spec 9: 0.30 USD per transaction, interchange + scheme fees + 0.50 %). */
export function GuideStep() {
  const { t } = useTranslation('onboarding');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Paragraph>{t('guide.intro')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Card title={t('guide.fixedFee')}>
            <Typography.Title level={3} data-testid="price-fixed">
              {PRICING.perTransactionUsd} USD
            </Typography.Title>
            <Typography.Text type="secondary">{t('guide.fixedFeeNote')}</Typography.Text>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('guide.mdr')}>
            <Typography.Title level={3}>{t('guide.mdrValue', { percent: PRICING.markupPercent })}</Typography.Title>
            <Typography.Text type="secondary">{t('guide.mdrNote')}</Typography.Text>
          </Card>
        </Col>
      </Row>
      <Steps
        direction="vertical"
        size="small"
        current={-1}
        items={['companyType', 'business', 'persons', 'website', 'bank', 'review'].map((k) => ({
          title: t(`step.${k}`),
          description: t(`guide.process.${k}`),
        }))}
      />
      <Typography.Text>{t('guide.review', { days: REVIEW_BUSINESS_DAYS })}</Typography.Text>
    </div>
  );
}

export function CompanyTypeStep() {
  const { t } = useTranslation('onboarding');
  return (
    <Field step={companyTypeStep} root={[]} sub={['companyType']} label={t('field.companyType')}>
      <Radio.Group style={{ display: 'grid', gap: 8 }} options={COMPANY_TYPES.map((c) => ({ value: c, label: t(`companyType.${c}`) }))} />
    </Field>
  );
}

const root = ['business'];

export function BusinessStep() {
  const { t } = useTranslation('onboarding');
  const form = Form.useFormInstance();
  const companyType = Form.useWatch('companyType', form) as CompanyType | undefined;
  const operatingSame = Form.useWatch(['business', 'operatingSame'], form) !== false;
  const required = companyType ? REQUIRED_DOCS[companyType] : [];
  const f = (sub: string, children: React.ReactNode, extra?: React.ReactNode) => (
    <Field step={businessStep} root={root} sub={[sub]} label={t(`field.${sub}`)} extra={extra}>
      {children}
    </Field>
  );
  return (
    <>
      {companyType && (
        <Descriptions
          size="small"
          style={{ marginBottom: 16 }}
          items={[{ key: 'type', label: t('field.companyType'), children: t(`companyType.${companyType}`) }]}
        />
      )}
      {f('legalName', <Input />, t('hint.english'))}
      {f('tradingName', <Input />)}
      {f('registrationNumber', <Input />)}
      {f('registrationDate', <Input type="date" />)}
      <Typography.Title level={5}>{t('field.registeredAddress')}</Typography.Title>
      <AddressFields step={businessStep} root={root} sub={['registeredAddress']} />
      <Form.Item name={['business', 'operatingSame']} valuePropName="checked" initialValue={true}>
        <Checkbox>{t('field.operatingSame')}</Checkbox>
      </Form.Item>
      {!operatingSame && (
        <>
          <Typography.Title level={5}>{t('field.operatingAddress')}</Typography.Title>
          <AddressFields step={businessStep} root={root} sub={['operatingAddress']} />
        </>
      )}
      {f('email', <Input type="email" />)}
      {f('phone', <Input />)}
      {f('wechat', <Input />)}
      {f('skype', <Input />)}
      <Typography.Title level={5}>{t('field.documents')}</Typography.Title>
      {CORPORATE_DOCS.map((doc) => (
        <Form.Item
          key={doc}
          name={['business', 'documents', doc]}
          label={t(`doc.${doc}`)}
          required={required.includes(doc)}
          rules={
            required.includes(doc)
              ? [
                  {
                    validator: async (_r, v: unknown[] | undefined) => {
                      if (!v?.length) throw new Error(t('messages:validation.onboarding.documentRequired', { document: t(`doc.${doc}`) }));
                    },
                  },
                ]
              : []
          }
        >
          <FileField max={3} />
        </Form.Item>
      ))}
    </>
  );
}
