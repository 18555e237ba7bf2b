import { Card, Form, Result, Select, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_METHODS, cardAddBody, cardEditBody } from '@crossbill/contracts/checkout';
import { showServerErrors } from '../../../lib/form-errors';
import { schemaRule } from '../../../lib/form-rules';
import { paymentMethodLabel } from '../../../lib/payment-labels';
import { toast } from '../../../lib/toast';
import { useCardWebsites, useCheckoutCard, useCheckoutCards } from '../api/get-cards';
import { useSaveCard } from '../api/save-card';
import { FormActions, FormFrame } from '../components/form-frame';
import { passesSchema } from '../components/schema-check';
import { WebsitesField, websitesOf } from '../components/websites-field';

interface Values {
  method?: string;
  enabled: boolean;
  allWebsites: boolean;
  appIds?: string[];
}

/** checkout/card/add and /edit?id=: a method not yet listed, or one's enablement and websites. */
export function CardFormPage({ id, onDone }: { id: number | null; onDone: () => void }) {
  const { t } = useTranslation(['checkout', 'messages']);
  const existing = useCheckoutCard(id);
  const listed = useCheckoutCards();
  const websites = useCardWebsites();
  const save = useSaveCard();
  const [form] = Form.useForm<Values>();
  const schema = id === null ? cardAddBody : cardEditBody;
  const taken = new Set((listed.data?.content ?? []).map((c) => c.method));
  const free = CHECKOUT_METHODS.filter((m) => !taken.has(m));

  const submit = (v: Values) => {
    const body = id === null ? { method: v.method as never, ...websitesOf(v) } : { id, enabled: v.enabled, ...websitesOf(v) };
    if (!passesSchema(form, schema, body)) return;
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('saved'));
        onDone();
      },
      onError: (e) => void showServerErrors(form, e),
    });
  };

  const card = existing.data;
  const body =
    (id !== null && existing.isPending) || (id === null && listed.isPending) ? (
      <Spin />
    ) : id !== null && !card ? (
      <Result status="404" title={t('notFound')} />
    ) : id === null && free.length === 0 ? (
      // nothing left to add: every method of the catalogue is listed (edit one to change it)
      <Result status="info" title={t('card.allListed')} />
    ) : (
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={
          card
            ? { enabled: card.enabled, allWebsites: card.allWebsites, appIds: card.websites.map((w) => w.appId) }
            : { enabled: true, allWebsites: true, appIds: [] }
        }
        onFinish={submit}
      >
        {id === null ? (
          <Form.Item name="method" label={t('field.method')} rules={[schemaRule(schema, 'method', t('field.method'))]}>
            <Select
              showSearch
              optionFilterProp="label"
              aria-label={t('field.method')}
              placeholder={t('card.methodPlaceholder')}
              options={free.map((m) => ({ value: m, label: paymentMethodLabel(m) }))}
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('field.method')}>{paymentMethodLabel(card!.method)}</Form.Item>
        )}
        {id !== null && (
          <Form.Item name="enabled" label={t('field.status')} valuePropName="checked">
            <Switch checkedChildren={t('status.enabled')} unCheckedChildren={t('status.disabled')} />
          </Form.Item>
        )}
        <WebsitesField schema={schema} websites={websites.data ?? []} loading={websites.isPending} />
        <FormActions saving={save.isPending} onCancel={onDone} />
      </Form>
    );

  return (
    <FormFrame title={t(id === null ? 'card.addTitle' : 'card.editTitle')} backLabel={t('back')} onBack={onDone}>
      <Card>{body}</Card>
    </FormFrame>
  );
}
