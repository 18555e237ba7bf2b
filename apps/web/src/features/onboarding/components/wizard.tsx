import { Button, Form, Space, Spin, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord, WizardStep } from '@crossbill/contracts/onboarding';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useApplication, useDraft, useSaveDraft, useSubmitApplication, type Place } from '../api/application';
import { BankStep, WebsiteStep } from './steps-website-bank';
import { BusinessStep, CompanyTypeStep, GuideStep } from './steps-company';
import { PersonsStep } from './steps-persons';
import { ReviewStep } from './review-step';

const FORM_STEPS: WizardStep[] = ['guide', 'companyType', 'business', 'persons', 'website', 'bank', 'review'];
const FIELDS: Partial<Record<WizardStep, string[]>> = {
  companyType: ['companyType'],
  business: ['business'],
  persons: ['persons'],
  website: ['website'],
  bank: ['bank'],
  review: ['agree'],
};
const stepOfField = (field: string): number =>
  Math.max(
    1,
    FORM_STEPS.findIndex((s) => FIELDS[s]?.includes(field.split('.')[0]!)),
  );

/**
 * The application wizard (spec 2): guide, company type, business details, owners, website or app,
 * bank account, review. The draft is saved on the server at each step (and on demand) and restored
 * on return; a rejected application opens with its data for modification.
 * `single` lays every section on one page (networkApplication_old) over the same data and calls.
 */
export function ApplicationWizard({
  place,
  single,
  onSubmitted,
  startFresh,
}: {
  place: Place;
  single?: boolean;
  onSubmitted: (r: ApprovalRecord) => void;
  startFresh?: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const [form] = Form.useForm();
  const [current, setCurrent] = useState(0);
  const draft = useDraft(place);
  const view = useApplication(place);
  const save = useSaveDraft(place);
  const submit = useSubmitApplication(place);
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current || draft.isPending || view.isPending) return;
    loaded.current = true;
    if (draft.data) {
      form.setFieldsValue(draft.data.data);
      const at = FORM_STEPS.indexOf(draft.data.step);
      setCurrent(at >= 0 ? at : 0);
    } else if (view.data?.data && !startFresh) {
      form.setFieldsValue(view.data.data);
      setCurrent(1);
    }
  }, [draft.isPending, draft.data, view.isPending, view.data, form, startFresh]);

  if (draft.isPending || view.isPending) return <Spin />;

  const stepName = FORM_STEPS[current]!;
  const values = () => {
    const { agree: _agree, ...rest } = form.getFieldsValue(true) as Record<string, unknown>;
    return rest;
  };
  const saveDraft = (step: WizardStep) => save.mutateAsync({ step, data: values() });

  const next = async () => {
    const names = FIELDS[stepName];
    if (names)
      await form.validateFields(
        names.map((n) => [n]),
        { recursive: true },
      );
    const to = current + 1;
    await saveDraft(FORM_STEPS[to]!);
    setCurrent(to);
  };

  const send = async () => {
    // a failed rule marks its field: nothing to send
    const valid = await (single ? form.validateFields(undefined, { recursive: true }) : form.validateFields([['agree']])).then(
      () => true,
      () => false,
    );
    if (!valid) return;
    try {
      const record = await submit.mutateAsync(values());
      toast.success(t('submit.success'));
      onSubmitted(record);
    } catch (e) {
      if (!isApiError(e, '11000')) return;
      const errs = fieldErrorsOf(e.data).map((f) => ({ ...f, name: f.name[0] === 'application' ? f.name.slice(1) : f.name }));
      form.setFields(errs.map((f) => ({ name: f.name.map((x) => (/^\d+$/.test(x) ? Number(x) : x)), errors: f.errors })));
      toast.error(e.message);
      if (!single && errs[0]) setCurrent(stepOfField(errs[0].name.join('.')));
    }
  };

  const body = single ? (
    <>
      {(['companyType', 'business', 'persons', 'website', 'bank', 'review'] as const).map((s) => (
        <section key={s} style={{ marginBottom: 24 }}>
          <h2>{t(`step.${s}`)}</h2>
          <StepBody step={s} />
        </section>
      ))}
    </>
  ) : (
    <StepBody step={stepName} />
  );

  return (
    <Form form={form} layout="vertical" scrollToFirstError onFinish={send} style={{ maxWidth: 860 }} data-testid="application-form">
      {!single && <Steps size="small" current={current} style={{ marginBottom: 24 }} items={FORM_STEPS.map((s) => ({ title: t(`step.${s}`) }))} responsive />}
      {body}
      <Space style={{ marginTop: 16 }} wrap>
        {!single && current > 0 && <Button onClick={() => setCurrent(current - 1)}>{t('action.back')}</Button>}
        {(single || current > 0) && (
          <Button loading={save.isPending} onClick={() => void saveDraft(stepName).then(() => toast.success(t('draft.saved')))}>
            {t('action.saveDraft')}
          </Button>
        )}
        {!single && current < FORM_STEPS.length - 1 ? (
          <Button type="primary" onClick={() => void next().catch(() => undefined)}>
            {current === 0 ? t('action.start') : t('action.next')}
          </Button>
        ) : (
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            {t('action.submit')}
          </Button>
        )}
      </Space>
    </Form>
  );
}

function StepBody({ step }: { step: WizardStep }) {
  switch (step) {
    case 'guide':
      return <GuideStep />;
    case 'companyType':
      return <CompanyTypeStep />;
    case 'business':
      return <BusinessStep />;
    case 'persons':
      return <PersonsStep />;
    case 'website':
      return <WebsiteStep />;
    case 'bank':
      return <BankStep />;
    default:
      return <ReviewStep />;
  }
}
