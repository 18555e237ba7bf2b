import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Result, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChargebackDetail } from '@crossbill/contracts/dispute';
import { useAccess } from '../../../components/access';
import { NoPermission } from '../../../components/no-permission';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useChargeback } from '../api/get-chargeback';
import { RebuttalFormBody, SubmitConfirm, UnsavedPrompt, formRound, useRebuttalWords } from '../components/rebuttal-form';
import { STATUS_COLOR } from '../entity';
import { dueSoon, reasonLabel } from '../reason';

interface Nav {
  /** the chargeback's details (after submitting, and the way back) */
  onOpenChargeback: (chargebackId: string) => void;
}

/** The open round's form on a full page: Save draft, Submit after a confirmation, the prompt when leaving with unsaved words. */
function Editor({ d, onOpenChargeback }: { d: ChargebackDetail } & Nav) {
  const { t } = useTranslation('dispute');
  const language = currentLanguage();
  const form = useRebuttalWords(d);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState(false);
  const second = d.canSecondRebut;
  const penalty = formatAmount(d.secondRebuttalPenalty, d.currency, language);
  const blocker = useLeaveGuard(form.dirty && !sent);
  const moved = useRef(false);

  // after the guard let go (its effect cleans up first in the same commit): on to the chargeback, once
  useEffect(() => {
    if (!sent || moved.current) return;
    moved.current = true;
    onOpenChargeback(d.chargebackId);
  }, [sent, d.chargebackId, onOpenChargeback]);

  const send = () =>
    void form.submit().then(() => {
      setConfirming(false);
      setSent(true);
    });

  return (
    <Card
      title={t('appeal.edit.round', { round: t(`appeal.round.${formRound(d)}`) })}
      styles={{ header: { flexWrap: 'wrap' } }}
      actions={[
        <Space key="buttons" wrap style={{ justifyContent: 'flex-end', width: '100%', paddingInline: 16 }}>
          <Button onClick={() => void form.saveDraft()} loading={form.saving}>
            {t('drawer.saveDraft')}
          </Button>
          <Button type="primary" onClick={() => setConfirming(true)} loading={form.submitting}>
            {t('drawer.submit')}
          </Button>
        </Space>,
      ]}
    >
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'status', label: t('col.status'), children: <Tag color={STATUS_COLOR[d.status]}>{t(`status.${d.status}`)}</Tag> },
          { key: 'reason', label: t('col.reason'), children: `${d.reasonCode} · ${reasonLabel(d.scheme, d.reasonCode, d.reason, language)}` },
          { key: 'amount', label: t('col.amount'), children: formatAmount(d.amount, d.currency, language) },
          {
            key: 'dueAt',
            label: t('col.dueAt'),
            children: d.dueAt ? <Typography.Text type={dueSoon(d.dueAt) ? 'danger' : undefined}>{formatDateTime(d.dueAt, language)}</Typography.Text> : '—',
          },
        ]}
      />
      {second ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('second.penaltyNote', { penalty })} /> : null}
      <RebuttalFormBody detail={d} words={form.words} onChange={form.setWords} />
      <UnsavedPrompt
        open={blocker.blocked}
        saving={form.saving}
        onStay={blocker.reset}
        onLeave={blocker.proceed}
        onSave={() => void form.saveDraft().then(blocker.proceed, blocker.reset)}
      />
      <SubmitConfirm open={confirming} second={second} penalty={penalty} submitting={form.submitting} onCancel={() => setConfirming(false)} onOk={send} />
    </Card>
  );
}

/**
 * What the page shows for the chargeback as first read: the editor of its open round, or why there is
 * none. Decided once, so the answer read again after submitting does not swap the editor away while
 * the page moves on to the chargeback.
 */
function Body({ d, onOpenChargeback }: { d: ChargebackDetail } & Nav) {
  const { t } = useTranslation('dispute');
  const { has } = useAccess();
  const [open] = useState(() => d.canRebut || d.canSecondRebut);
  if (!open)
    return (
      <Result
        status="info"
        title={t('appeal.edit.noRound')}
        subTitle={t('appeal.edit.noRoundWhy', { status: t(`status.${d.status}`) })}
        extra={
          <Button type="primary" onClick={() => onOpenChargeback(d.chargebackId)}>
            {t('appeal.edit.backToChargeback')}
          </Button>
        }
      />
    );
  if (d.canSecondRebut && !has('transaction:refuse:secondAppeal')) return <NoPermission />;
  return <Editor d={d} onOpenChargeback={onOpenChargeback} />;
}

/** /transaction/appeal/edit?chargebackId=: the rebuttal of the chargeback's open round, on a full page. */
export function AppealEditPage({ chargebackId, onOpenChargeback }: { chargebackId: string } & Nav) {
  const { t } = useTranslation('dispute');
  const q = useChargeback(chargebackId);
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Space align="center" wrap>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('appeal.edit.backToChargeback')} onClick={() => onOpenChargeback(chargebackId)} />
        <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {t('appeal.edit.title', { id: chargebackId })}
        </Typography.Title>
      </Space>
      {q.data ? <Body d={q.data} onOpenChargeback={onOpenChargeback} /> : q.isPending ? <Spin /> : <Empty />}
    </div>
  );
}
