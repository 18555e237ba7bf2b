import { useState } from 'react';
import { Button, Card, Descriptions, Modal, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChargebackDetail } from '@crossbill/contracts/dispute';
import { Access, useAccess } from '../../../components/access';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { DetailFrame } from '../../../components/detail-frame';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useAcceptChargeback } from '../api/chargeback-actions';
import { downloadDocument } from '../api/documents';
import { useChargeback } from '../api/get-chargeback';
import { RebuttalDrawer, type DrawerMode } from '../components/rebuttal-drawer';
import { REBUTTAL_COLOR, STATUS_COLOR } from '../entity';
import { dueSoon, reasonLabel } from '../reason';

/** Timeline actors: an operator by name (the server resolves `operator:<id>`), else a system name (issuer, sandbox, job, ops). */
function actorOf(e: { actor: string; actorName: string | null }, t: (k: string, o?: Record<string, unknown>) => string) {
  const [kind, id] = e.actor.split(':');
  if (kind === 'operator') return e.actorName ?? t('actor.operator', { id });
  return t(`actor.${kind}`, { defaultValue: e.actor });
}

/** The actions open now, each behind its button code; the server decides again on each. */
function Actions({ d, onDrawer, onEdit }: { d: ChargebackDetail; onDrawer: (m: DrawerMode) => void; onEdit?: () => void }) {
  const { t } = useTranslation('dispute');
  const accept = useAcceptChargeback();
  const [modal, holder] = Modal.useModal();
  const language = currentLanguage();
  const confirmAccept = () =>
    void modal.confirm({
      title: t('accept.title'),
      content: t('accept.body', { amount: formatAmount(d.amount, d.currency, language) }),
      okText: t('accept.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => accept.mutateAsync(d.chargebackId).then(() => toast.success(t('accept.done'))),
    });
  return (
    <Space wrap>
      {holder}
      {d.canRebut ? (
        <Access code="transaction:refuse:appeal">
          <Button type="primary" onClick={() => onDrawer('rebut')}>
            {t('action.rebut')}
          </Button>
        </Access>
      ) : null}
      {d.canSecondRebut ? (
        <Access code="transaction:refuse:secondAppeal">
          <Button type="primary" onClick={() => onDrawer('second')}>
            {t('action.second')}
          </Button>
        </Access>
      ) : null}
      {/* the full-page editor of the open round: a saved draft continues there */}
      {onEdit && (d.canRebut || d.canSecondRebut) ? (
        <Access code={d.canSecondRebut ? 'transaction:refuse:secondAppeal' : 'transaction:refuse:appeal'}>
          <Button onClick={onEdit}>{t(d.rebuttalStatus === 'draft' ? 'appeal.continue' : 'appeal.editFullPage')}</Button>
        </Access>
      ) : null}
      {d.status === 'rebuttal_submitted' ? (
        <Access code="transaction:refuse:appeal">
          <Button onClick={() => onDrawer('supplement')}>{t('action.supplement')}</Button>
        </Access>
      ) : null}
      {d.canAccept ? (
        <Access code="transaction:refuse:accept">
          <Button danger onClick={confirmAccept}>
            {t('action.accept')}
          </Button>
        </Access>
      ) : null}
    </Space>
  );
}

/** /transaction/refuse/details?id=: the chargeback, its money, rebuttals with documents, the timeline and the actions its state allows. */
export function ChargebackDetailPage({
  chargebackId,
  onBack,
  onOpenTransaction,
  onEdit,
  onOpenCase,
}: {
  chargebackId: string;
  onBack: () => void;
  onOpenTransaction: (id: string) => void;
  /** the rebuttal editor (transaction/appeal/edit) of this chargeback */
  onEdit?: () => void;
  /** opens the payment's dispute case file (offered to an operator holding its code) */
  onOpenCase?: (transactionId: string) => void;
}) {
  const { t } = useTranslation('dispute');
  const language = currentLanguage();
  const q = useChargeback(chargebackId);
  const { has } = useAccess();
  const [drawer, setDrawer] = useState<DrawerMode | null>(null);
  const time = (v: string | null) => (v ? formatDateTime(v, language) : '—');
  const money = (v: string) => formatAmount(v, q.data?.currency ?? 'USD', language);
  const item = (key: string, label: string, children: React.ReactNode) => ({ key, label, children });
  return (
    <DetailFrame title={`${t('route.details')} ${chargebackId}`} backLabel={t('detail.back')} onBack={onBack} query={q}>
      {(d) => (
        <>
          <Card title={t('detail.chargeback')} extra={<Actions d={d} onDrawer={setDrawer} onEdit={onEdit} />} styles={{ header: { flexWrap: 'wrap' } }}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                item('chargebackId', t('col.chargebackId'), d.chargebackId),
                // a lost case still open to a second rebuttal reads "Lost" too: a closed case says so
                item(
                  'status',
                  t('col.status'),
                  <Space size={4} wrap>
                    <Tag color={STATUS_COLOR[d.status]}>{t(`status.${d.status}`)}</Tag>
                    {d.closed ? <Tag>{t('detail.closed')}</Tag> : null}
                  </Space>,
                ),
                item('arn', t('col.arn'), d.arn ?? '—'),
                item('scheme', t('col.scheme'), t(`scheme.${d.scheme}`)),
                item('reason', t('col.reason'), `${d.reasonCode} · ${reasonLabel(d.scheme, d.reasonCode, d.reason, language)}`),
                item('category', t('col.category'), t(`category.${d.category}`)),
                item('amount', t('col.amount'), money(d.amount)),
                item('fee', t('col.fee'), money(d.fee)),
                item('penalty', t('col.penalty'), money(d.penalty)),
                item('dueAt', t('col.dueAt'), <Typography.Text type={!d.closed && dueSoon(d.dueAt) ? 'danger' : undefined}>{time(d.dueAt)}</Typography.Text>),
                item('rebuttalStatus', t('col.rebuttalStatus'), <Tag color={REBUTTAL_COLOR[d.rebuttalStatus]}>{t(`rebuttal.${d.rebuttalStatus}`)}</Tag>),
                item('round', t('col.round'), d.round),
                item('createdAt', t('col.createdAt'), time(d.createdAt)),
                item('decidedAt', t('col.decidedAt'), time(d.decidedAt)),
                item('comment', t('col.outcomeComment'), d.outcomeComment ?? '—'),
              ]}
            />
          </Card>
          <Card title={t('detail.original')}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                item(
                  'transactionId',
                  t('col.transactionId'),
                  <Typography.Link onClick={() => onOpenTransaction(d.transaction.transactionId)}>{d.transaction.transactionId}</Typography.Link>,
                ),
                item('merchantOrderId', t('facts.merchantOrderId'), d.transaction.merchantOrderId),
                item('time', t('facts.time'), time(d.transaction.createdAt)),
                item('amount', t('facts.amount'), money(d.transaction.amount)),
                item('refunded', t('detail.refunded'), money(d.transaction.refundedAmount)),
                item('charged', t('detail.chargedBack'), money(d.transaction.chargebackAmount)),
                ...(onOpenCase && has('transaction:dispute')
                  ? [
                      item(
                        'case',
                        t('case.detail.caseFile'),
                        <Typography.Link onClick={() => onOpenCase(d.transaction.transactionId)}>{t('case.detail.openCase')}</Typography.Link>,
                      ),
                    ]
                  : []),
              ]}
            />
          </Card>
          <Card title={t('detail.rebuttals')}>
            {d.rebuttals.length === 0 ? (
              <Typography.Text type="secondary">{t('detail.noRebuttal')}</Typography.Text>
            ) : (
              d.rebuttals.map((r) => (
                <Descriptions
                  key={r.round}
                  title={t('detail.round', { round: r.round })}
                  column={{ xs: 1, md: 2 }}
                  style={{ marginBottom: 16 }}
                  items={[
                    item('status', t('col.rebuttalStatus'), <Tag color={REBUTTAL_COLOR[r.status]}>{t(`rebuttal.${r.status}`)}</Tag>),
                    item('submittedAt', t('detail.submittedAt'), time(r.submittedAt)),
                    item(
                      'description',
                      t('drawer.description'),
                      <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.description || '—'}</span>,
                    ),
                    item(
                      'documents',
                      t('detail.documents'),
                      r.documents.length ? (
                        <Space orientation="vertical">
                          {r.documents.map((doc) => (
                            <Typography.Link key={doc.documentId} onClick={() => void downloadDocument(d.chargebackId, doc.documentId)}>
                              {t(`section.${doc.section}`)}: {doc.name}
                              {doc.supplemental ? ` (${t('detail.supplemental')})` : ''}
                            </Typography.Link>
                          ))}
                        </Space>
                      ) : (
                        '—'
                      ),
                    ),
                  ]}
                />
              ))
            )}
          </Card>
          <Card title={t('detail.timeline')}>
            <Timeline
              items={d.timeline.map((e, i) => ({
                key: i,
                content: `${time(e.at)} · ${actorOf(e, t)} · ${t(`event.${e.kind}`, { defaultValue: e.kind })}`,
              }))}
            />
          </Card>
          {drawer ? <RebuttalDrawer key={drawer} detail={d} mode={drawer} onClose={() => setDrawer(null)} /> : null}
        </>
      )}
    </DetailFrame>
  );
}
