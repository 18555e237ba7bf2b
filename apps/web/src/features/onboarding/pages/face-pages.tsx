import { Alert, Button, Card, Form, Input, List, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, checkUpload } from '@crossbill/contracts/upload';
import { toast } from '../../../lib/toast';
import { translate } from '../../../lib/i18n';
import { useFaceOverview, useFaceSession, useStartFace, useSubmitFace, type FaceCheck } from '../api/face';
import { requiredRule } from '../../../lib/form-rules';

const COLOR: Record<string, string> = { pending_scan: 'gold', pending: 'blue', approved: 'green', rejected: 'red' };

/** /supplement/jumio: face authentication of the company's owners (link + QR per owner). */
export function JumioPage() {
  const { t } = useTranslation('onboarding');
  const overview = useFaceOverview();
  const start = useStartFace();
  const [form] = Form.useForm<{ personKey: string; ownerName: string }>();
  if (overview.isPending) return <Spin />;
  if (!overview.data) return null;
  const { companyState, checks, owners } = overview.data;
  const others = owners.filter((o) => !checks.some((c) => c.personKey === o.key));
  return (
    <Card title={t('face.title')}>
      <Alert
        type={companyState === 'approved' ? 'success' : companyState === 'rejected' ? 'error' : 'info'}
        showIcon
        style={{ marginBottom: 16 }}
        title={<span data-testid="company-auth-state">{t(`face.company.${companyState}`)}</span>}
        description={companyState === 'rejected' ? t('messages:face.rejected') : t('face.explain')}
      />
      <List
        dataSource={checks}
        renderItem={(c: FaceCheck) => (
          <List.Item
            actions={
              c.status === 'rejected' || (c.status === 'pending_scan' && !c.link)
                ? [
                    <Button key="again" onClick={() => start.mutate({ personKey: c.personKey, ownerName: c.ownerName })}>
                      {t('face.newLink')}
                    </Button>,
                  ]
                : []
            }
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space>
                <Typography.Text strong>{c.ownerName}</Typography.Text>
                <Tag color={COLOR[c.status]} data-testid={`face-status-${c.personKey}`}>
                  {t(`face.status.${c.status}`)}
                </Tag>
              </Space>
              {c.status === 'rejected' && c.reason && (
                <Typography.Text type="danger" data-testid={`face-reason-${c.personKey}`}>
                  {t('face.reason', { reason: c.reason })}
                </Typography.Text>
              )}
              {c.link && (
                <Space align="start" wrap>
                  <div style={{ width: 160 }} aria-label={t('face.qr')} dangerouslySetInnerHTML={{ __html: c.qrSvg ?? '' }} />
                  <Space direction="vertical">
                    <Typography.Text>{t('face.scan')}</Typography.Text>
                    <Typography.Text copyable data-testid={`face-link-${c.personKey}`}>
                      {c.link}
                    </Typography.Text>
                  </Space>
                </Space>
              )}
            </Space>
          </List.Item>
        )}
      />
      <Form
        form={form}
        layout="inline"
        style={{ marginTop: 16 }}
        onFinish={(v) => start.mutate({ personKey: v.personKey ?? `owner-${v.ownerName}`, ownerName: v.ownerName }, { onSuccess: () => form.resetFields() })}
      >
        {others.length > 0 && (
          <Form.Item name="personKey" label={t('face.owner')}>
            <Select
              style={{ minWidth: 200 }}
              options={others.map((o) => ({ value: o.key, label: o.fullName }))}
              onChange={(key: string) => form.setFieldValue('ownerName', others.find((o) => o.key === key)?.fullName)}
            />
          </Form.Item>
        )}
        <Form.Item name="ownerName" label={t('face.ownerName')} rules={[requiredRule(t('face.ownerName'))]}>
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={start.isPending}>
          {t('face.start')}
        </Button>
      </Form>
    </Card>
  );
}

/** /face/:token: the owner's phone page (mobile layout): a selfie and an ID photo. */
export function FacePage({ token }: { token: string }) {
  const { t } = useTranslation('onboarding');
  const session = useFaceSession(token);
  const submit = useSubmitFace(token);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [idPhoto, setIdPhoto] = useState<File | null>(null);
  const pick = (set: (f: File | null) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    const problem = f ? checkUpload('identity', { size: f.size, ext: f.name.split('.').pop()?.toLowerCase() ?? null }) : null;
    if (problem) {
      toast.error(translate(`messages:${problem.messageKey}`, problem.params));
      set(null);
      return;
    }
    set(f);
  };
  return (
    <div style={{ maxWidth: 480, margin: '0 auto', padding: 16, minHeight: '100vh' }}>
      <Typography.Title level={3}>{t('face.phoneTitle')}</Typography.Title>
      {session.isPending ? (
        <Spin />
      ) : session.isError ? (
        <Result status="warning" title={t('messages:face.linkInvalid')} />
      ) : session.data.status !== 'pending_scan' ? (
        <Result
          status={session.data.status === 'rejected' ? 'error' : 'success'}
          title={<span data-testid="face-phone-status">{t(`face.status.${session.data.status}`)}</span>}
          subTitle={
            session.data.status !== 'rejected'
              ? t('face.thanks')
              : session.data.reason
                ? t('face.reason', { reason: session.data.reason })
                : t('messages:face.rejected')
          }
        />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Typography.Text>{t('face.phoneIntro', { owner: session.data.ownerName, merchant: session.data.merchantName })}</Typography.Text>
          <label>
            <Typography.Text strong>{t('face.selfie')}</Typography.Text>
            <input
              type="file"
              accept={acceptOf('identity')}
              capture="user"
              onChange={pick(setSelfie)}
              data-testid="selfie-input"
              style={{ display: 'block', marginTop: 8 }}
            />
          </label>
          <label>
            <Typography.Text strong>{t('face.idPhoto')}</Typography.Text>
            <input
              type="file"
              accept={acceptOf('identity')}
              capture="environment"
              onChange={pick(setIdPhoto)}
              data-testid="id-input"
              style={{ display: 'block', marginTop: 8 }}
            />
          </label>
          <Button
            type="primary"
            block
            size="large"
            loading={submit.isPending}
            onClick={() => {
              if (!selfie || !idPhoto) return toast.error(translate('messages:upload.noFile'));
              submit.mutate({ selfie, idPhoto });
            }}
          >
            {t('face.send')}
          </Button>
        </Space>
      )}
    </div>
  );
}
