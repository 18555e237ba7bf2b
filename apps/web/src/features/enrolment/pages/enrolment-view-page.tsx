import { useState } from 'react';
import { Button, Card, Descriptions, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { canAct, isEditable, MALFUNCTION_DAYS, type EnrolmentKind } from '@crossbill/contracts/enrolment-states';
import { Access } from '../../../components/access';
import { DetailFrame } from '../../../components/detail-frame';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useCloseEnrolment } from '../api/close-enrolment';
import { useEnrolment } from '../api/get-enrolment';
import { EnrolmentTimeline } from '../components/enrolment-timeline';
import { listed, RulesCard } from '../components/rules-card';
import { StatusTag } from '../components/status-tag';
import { KIND } from '../kind';

const item = (key: string, label: string, children: React.ReactNode) => ({ key, label, children });
/** risk/alert-enrolment/view and risk/rdr-enrolment/view (?id=): the enrolment, its rules, its timeline; edit and close while allowed. */
export function EnrolmentViewPage({
  kind,
  enrolmentId,
  onBack,
  onEdit,
}: {
  kind: EnrolmentKind;
  enrolmentId: string;
  onBack: () => void;
  onEdit: (id: string) => void;
}) {
  const { t } = useTranslation('enrolment');
  const language = currentLanguage();
  const q = useEnrolment(kind, enrolmentId);
  const close = useCloseEnrolment(kind);
  const [confirming, setConfirming] = useState(false);
  const doClose = () =>
    close.mutate(enrolmentId, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('view.closeRequested'));
      },
      onSettled: () => setConfirming(false),
    });
  return (
    <DetailFrame title={t('view.title', { id: enrolmentId })} backLabel={t('view.back')} onBack={onBack} query={q}>
      {(d) => (
        <>
          <Card
            title={t(`view.kind.${kind}`)}
            extra={
              <Access code={KIND[kind].editCode}>
                <Space wrap>
                  {isEditable(d.status) ? <Button onClick={() => onEdit(d.enrolmentId)}>{t('view.edit')}</Button> : null}
                  {canAct(d.status, 'close') ? (
                    <Button danger onClick={() => setConfirming(true)}>
                      {t('view.close')}
                    </Button>
                  ) : null}
                </Space>
              </Access>
            }
            styles={{ header: { flexWrap: 'wrap' } }}
          >
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                item('status', t('col.status'), <StatusTag status={d.status} />),
                item('developer', t('view.developerLabel'), d.developerLabel ? t(`developer.${d.developerLabel}`) : '—'),
                item('merchantIdentifier', t('col.merchantIdentifier'), d.merchantIdentifier),
                item('ethocaMerchantId', t('col.ethocaMerchantId'), d.ethocaMerchantId || '—'),
                item('integratorMemberId', t('col.integratorMemberId'), d.integratorMemberId || '—'),
                item('pricingTier', t('col.pricingTier'), t(`tier.${d.pricingTier}`)),
                item('descriptors', t('col.descriptors'), <span style={{ overflowWrap: 'anywhere' }}>{listed(d.descriptors)}</span>),
                ...(kind === 'rdr' ? [item('bins', t('col.bins'), listed(d.bins)), item('caids', t('col.caids'), listed(d.caids))] : []),
                item('lastActivity', t('view.lastActivity'), d.lastActivityAt ? formatDateTime(d.lastActivityAt, language) : '—'),
                item('statusChangedAt', t('col.statusChangedAt'), formatDateTime(d.statusChangedAt, language)),
                item('createdAt', t('col.createdAt'), formatDateTime(d.createdAt, language)),
              ]}
            />
          </Card>
          {d.rules ? <RulesCard rules={d.rules} /> : null}
          <Card title={t('view.timeline')}>
            <EnrolmentTimeline events={d.timeline} />
          </Card>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('view.malfunctionHelp', { days: MALFUNCTION_DAYS })}
          </Typography.Paragraph>
          <Modal
            open={confirming}
            title={t('view.closeConfirmTitle')}
            okText={t('view.closeOk')}
            cancelText={t('form.cancel')}
            okButtonProps={{ danger: true, loading: close.isPending }}
            onCancel={() => setConfirming(false)}
            onOk={doClose}
          >
            {t('view.closeConfirmBody')}
          </Modal>
        </>
      )}
    </DetailFrame>
  );
}
