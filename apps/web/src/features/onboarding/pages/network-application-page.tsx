import { Button, Layout, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord } from '@crossbill/contracts/onboarding';
import { LanguageSwitch } from '../../../components/language-switch';
import { canModify } from '@crossbill/contracts/onboarding';
import { useApplication } from '../api/application';
import { ApplicationWizard } from '../components/wizard';
import { ApprovalStatus } from '../components/approval-status';

/**
 * /user/networkApplication (and _old, single page): a logged-in person without a merchant account,
 * or with one still registered or onboarding, applies; then follows the approval status.
 */
export function NetworkApplicationPage({ single, onEnter, onLogout }: { single?: boolean; onEnter: (operatorId: number) => void; onLogout: () => void }) {
  const { t } = useTranslation('onboarding');
  const view = useApplication({ mode: 'apply' }, 15_000);
  const [editing, setEditing] = useState(false);
  const [submitted, setSubmitted] = useState<ApprovalRecord | null>(null);
  const record = view.data?.record ?? submitted;
  const showStatus = record && !editing && !(canModify(record.status) && editing);
  return (
    <Layout style={{ minHeight: '100vh', background: 'var(--ant-color-bg-layout, #f5f5f5)' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', background: '#fff', paddingInline: 24 }}>
        <Typography.Text strong>{t('brand')}</Typography.Text>
        <span style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <LanguageSwitch />
          <Button type="link" onClick={onLogout}>
            {t('action.logout')}
          </Button>
        </span>
      </Layout.Header>
      <Layout.Content style={{ padding: 24, display: 'flex', justifyContent: 'center' }}>
        <div style={{ width: '100%', maxWidth: 900, background: '#fff', padding: 24, borderRadius: 8 }}>
          <Typography.Title level={2}>{t(single ? 'title.old' : 'title.apply')}</Typography.Title>
          {view.isPending ? (
            <Spin />
          ) : showStatus ? (
            <ApprovalStatus record={record} onModify={() => setEditing(true)} onEnter={record.operatorId ? () => onEnter(record.operatorId!) : undefined} />
          ) : (
            <ApplicationWizard
              place={{ mode: 'apply' }}
              single={single}
              onSubmitted={(r) => {
                setSubmitted(r);
                setEditing(false);
              }}
            />
          )}
        </div>
      </Layout.Content>
    </Layout>
  );
}
