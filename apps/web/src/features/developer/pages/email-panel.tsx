import { useEffect } from 'react';
import { Button, Descriptions, Form, Input, Space, Typography, type FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EMAIL_RECIPIENTS_MAX } from '@crossbill/contracts/notify-events';
import { emailChannelBody } from '@crossbill/contracts/notify';
import { emailSchema } from '@crossbill/contracts/validation';
import { Access } from '../../../components/access';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsOf, messageText, schemaRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useEmailChannel, useEnableEmailChannel, useSaveEmailChannel, useTestEmailChannel } from '../api/email-channel';
import { EventCheckboxes } from '../components/event-checkboxes';
import { StateTag } from '../components/state-tag';

interface Values {
  recipients: string[];
  events: string[];
}

/** One recipient checked as the contracts check it. */
const recipientRule = (label: string): FormRule => ({
  validator: async (_, v: unknown) => {
    const r = emailSchema.safeParse(v ?? '');
    if (!r.success) throw new Error(messageText(r.error.issues[0]!, label));
  },
});

/** developer/notify?tab=email: recipients and events of the e-mail channel, its state and test. */
export function EmailPanel() {
  const { t } = useTranslation(['developer', 'messages']);
  const channel = useEmailChannel();
  const save = useSaveEmailChannel();
  const test = useTestEmailChannel();
  const enable = useEnableEmailChannel();
  const [form] = Form.useForm<Values>();
  const c = channel.data;

  useEffect(() => {
    if (c) form.setFieldsValue({ recipients: c.recipients.length ? c.recipients : [''], events: c.events });
  }, [c, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await save.mutateAsync({ recipients: v.recipients, events: v.events as never });
      toast.success(t('email.saved'));
    } catch (e) {
      if (isApiError(e)) {
        const fields = fieldErrorsOf(e.data);
        if (fields.length) form.setFields(fields as never);
        else toast.error(e.respMsg);
      }
    }
  };
  const onTest = () =>
    test.mutate(undefined, { onSuccess: (r) => (r.state === 'enrolmentFailed' ? toast.error(t('email.testFailed')) : toast.success(t('email.testOk'))) });
  const off = c?.state === 'disenrolled' || c?.state === 'disenrolling';

  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0, maxWidth: 720 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('email.intro')}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        items={[{ key: 'state', label: t('email.state'), children: c?.state ? <StateTag state={c.state} /> : t('email.notSetUp') }]}
      />
      <Form<Values> form={form} layout="vertical" initialValues={{ recipients: [''], events: [] }} disabled={channel.isPending}>
        <Form.List name="recipients">
          {(fields, { add, remove }) => (
            <Form.Item label={t('email.recipients')} extra={t('email.recipientsHelp')} required>
              <div style={{ display: 'grid', gap: 8 }}>
                {fields.map((f, i) => (
                  <Space.Compact key={f.key} style={{ width: '100%' }}>
                    <Form.Item name={f.name} noStyle rules={[recipientRule(t('email.recipient', { n: i + 1 }))]}>
                      <Input type="email" autoComplete="off" aria-label={t('email.recipient', { n: i + 1 })} />
                    </Form.Item>
                    {fields.length > 1 ? <Button icon={<DeleteOutlined />} aria-label={t('email.remove')} onClick={() => remove(f.name)} /> : null}
                  </Space.Compact>
                ))}
                {fields.length < EMAIL_RECIPIENTS_MAX ? (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} style={{ justifySelf: 'start' }}>
                    {t('email.addRecipient')}
                  </Button>
                ) : null}
              </div>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="events" label={t('email.events')} rules={[schemaRule(emailChannelBody, 'events', t('email.events'))]} required>
          <EventCheckboxes />
        </Form.Item>
      </Form>
      <Access code="developer:notify:edit">
        <Space wrap>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('email.save')}
          </Button>
          {c?.state && !off ? (
            <Button loading={test.isPending} onClick={onTest}>
              {t('email.test')}
            </Button>
          ) : null}
          {c?.state ? (
            <Button
              danger={!off}
              loading={enable.isPending}
              onClick={() => enable.mutate(off, { onSuccess: () => toast.success(t(off ? 'email.enabled' : 'email.disabled')) })}
            >
              {off ? t('email.enable') : t('email.disable')}
            </Button>
          ) : null}
        </Space>
      </Access>
    </div>
  );
}
