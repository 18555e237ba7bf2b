import { useState } from 'react';
import { Alert, Button, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChargebackDetail } from '@crossbill/contracts/dispute';
import { currentLanguage } from '../../../lib/language';
import { formatAmount } from '../../../lib/format';
import { RebuttalFormBody, SubmitConfirm, UnsavedPrompt, useRebuttalWords } from './rebuttal-form';

/** rebut: the first round; second: pre-arbitration after a loss (the penalty shown first); supplement: documents added to a submitted rebuttal. */
export type DrawerMode = 'rebut' | 'second' | 'supplement';

/**
 * The rebuttal drawer: the shared rebuttal form (rebuttal-form.tsx) in a drawer; Save draft keeps it
 * (reopening resumes it), Submit sends it after a confirmation (a submitted rebuttal can no longer be
 * edited; the second round names the penalty), as the full-page editor does. Closing with unsaved
 * words asks to leave or to save (spec 8).
 */
export function RebuttalDrawer({ detail: d, mode, onClose }: { detail: ChargebackDetail; mode: DrawerMode; onClose: () => void }) {
  const { t } = useTranslation('dispute');
  const language = currentLanguage();
  const readOnly = mode === 'supplement';
  const form = useRebuttalWords(d, { readOnly });
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const penalty = formatAmount(d.secondRebuttalPenalty, d.currency, language);
  const send = () => void form.submit().then(onClose);
  const close = () => (form.dirty ? setAsking(true) : onClose());
  const second = mode === 'second';

  return (
    <Drawer
      open
      title={t(`drawer.title.${mode}`, { id: d.chargebackId })}
      size={760}
      onClose={close}
      footer={
        readOnly ? null : (
          <Space wrap>
            <Button onClick={() => void form.saveDraft()} loading={form.saving}>
              {t('drawer.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => setConfirming(true)} loading={form.submitting}>
              {t('drawer.submit')}
            </Button>
          </Space>
        )
      }
    >
      {second ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('second.penaltyNote', { penalty })} /> : null}
      <RebuttalFormBody detail={d} words={form.words} onChange={form.setWords} readOnly={readOnly} />
      <UnsavedPrompt open={asking} saving={form.saving} onStay={() => setAsking(false)} onLeave={onClose} onSave={() => void form.saveDraft().then(onClose)} />
      <SubmitConfirm open={confirming} second={second} penalty={penalty} submitting={form.submitting} onCancel={() => setConfirming(false)} onOk={send} />
    </Drawer>
  );
}
