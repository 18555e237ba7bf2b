import { Button, Card, Form, Input, Result, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canModify, DONE_COUNTDOWN_S, PAYOUT_PURPOSES, payoutBody, SETTLEMENT_CURRENCIES } from '@crossbill/contracts/onboarding';
import { toast } from '../../../lib/toast';
import { useApplication, useSubmitPayout } from '../api/application';
import { ApplicationWizard } from '../components/wizard';
import { ApprovalStatus } from '../components/approval-status';
import { CountrySelect, Field } from '../components/fields';

/**
 * /supplement: the current merchant completes or modifies its application; with type=1 and a
 * businessType it registers an additional merchant account for the same person.
 */
export function SupplementPage({ additional, businessType, onDone }: { additional: boolean; businessType?: '0' | '1' | '2'; onDone: () => void }) {
  const { t } = useTranslation('onboarding');
  const place = additional ? { mode: 'additional' as const, businessType: businessType ?? '1' } : { mode: 'supplement' as const };
  const view = useApplication(place);
  const [editing, setEditing] = useState(false);
  if (view.isPending) return <Spin />;
  const record = view.data?.record;
  return (
    <Card title={t(additional ? 'title.additional' : 'title.supplement', { type: t(`businessType.${businessType ?? '1'}`) })}>
      {record && !editing && !additional ? (
        <ApprovalStatus record={record} onModify={() => setEditing(true)} />
      ) : (
        <ApplicationWizard place={place} startFresh={!!record && !canModify(record.status) && !additional} onSubmitted={onDone} />
      )}
    </Card>
  );
}

/** /supplement/done: submitted; back to the merchant side after a countdown (spec 4). */
export function SupplementDonePage({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('onboarding');
  const [left, setLeft] = useState(DONE_COUNTDOWN_S);
  useEffect(() => {
    if (left <= 0) {
      onBack();
      return;
    }
    const id = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(id);
  }, [left, onBack]);
  return (
    <Result
      status="success"
      title={t('done.title')}
      subTitle={t('done.countdown', { seconds: left })}
      extra={
        <Button type="primary" onClick={onBack}>
          {t('done.back')}
        </Button>
      }
    />
  );
}

/** /supplement/payout: an approved acquiring merchant applies for payout. */
export function SupplementPayoutPage({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('onboarding');
  const [form] = Form.useForm();
  const submit = useSubmitPayout();
  const view = useApplication({ mode: 'payout' });
  const record = view.data?.record;
  if (record && !canModify(record.status)) return <ApprovalStatus record={record} onModify={() => undefined} />;
  return (
    <Card title={t('title.payout')}>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        onFinish={async (v) => {
          await submit.mutateAsync(v);
          toast.success(t('submit.success'));
          onDone();
        }}
      >
        <Field step={payoutBody} root={[]} sub={['monthlyPayoutUsd']} label={t('field.monthlyPayoutUsd')}>
          <Input suffix="USD" />
        </Field>
        <Field step={payoutBody} root={[]} sub={['purposes']} label={t('field.purposes')}>
          <Select mode="multiple" options={PAYOUT_PURPOSES.map((p) => ({ value: p, label: t(`purpose.${p}`) }))} />
        </Field>
        <Field step={payoutBody} root={[]} sub={['destinationCountries']} label={t('field.destinationCountries')}>
          <CountrySelect multiple />
        </Field>
        <Field step={payoutBody} root={[]} sub={['currencies']} label={t('field.currencies')}>
          <Select mode="multiple" options={SETTLEMENT_CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Field>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {t('action.submit')}
        </Button>
      </Form>
    </Card>
  );
}
