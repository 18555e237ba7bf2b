import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChargebackDetail } from '@crossbill/contracts/dispute';
import type { EvidenceSection } from '@crossbill/contracts/dispute-reasons';
import { currentLanguage } from '../../../lib/language';
import { formatAmount } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSaveDraft, useSubmitRebuttal, type RebuttalWords } from '../api/chargeback-actions';
import { ruleOf } from '../file-rules';
import { knownFacts } from '../known-facts';
import { SectionFiles } from './section-files';

/** rebut: the first round; second: pre-arbitration after a loss (the penalty shown first); supplement: documents added to a submitted rebuttal. */
export type DrawerMode = 'rebut' | 'second' | 'supplement';

type Words = Omit<RebuttalWords, 'chargebackId'>;

/** The open round's draft when there is one (resumable), else what the transaction already knows. */
function startingWords(d: ChargebackDetail, t: (k: string, o?: Record<string, unknown>) => string): Words {
  const current = d.rebuttals.find((r) => r.round === d.round);
  if (current && (current.description || Object.keys(current.evidence).length)) return { description: current.description, evidence: { ...current.evidence } };
  const evidence: Partial<Record<EvidenceSection, string>> = {};
  for (const s of d.sections) {
    const known = knownFacts(d, s, t);
    if (known) evidence[s] = known;
  }
  return { description: '', evidence };
}

const same = (a: Words, b: Words) => a.description === b.description && JSON.stringify(a.evidence) === JSON.stringify(b.evidence);

/**
 * The rebuttal drawer: a description and the evidence sections of the reason's category, prefilled
 * from the transaction, with each section's documents; Save draft keeps it (reopening resumes it),
 * Submit sends it. Closing with unsaved words asks to leave or to save (spec 8).
 */
export function RebuttalDrawer({ detail: d, mode, onClose }: { detail: ChargebackDetail; mode: DrawerMode; onClose: () => void }) {
  const { t } = useTranslation('dispute');
  const { t: tm } = useTranslation('messages');
  const language = currentLanguage();
  const [initial] = useState(() => startingWords(d, t));
  const [words, setWords] = useState<Words>(initial);
  const [saved, setSaved] = useState<Words>(initial);
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveDraft();
  const submit = useSubmitRebuttal();
  const readOnly = mode === 'supplement';
  const dirty = !readOnly && !same(words, saved);
  const rule = ruleOf(d.scheme);
  const round = d.rebuttals.find((r) => r.round === d.round);
  const penalty = formatAmount(d.secondRebuttalPenalty, d.currency, language);
  const body = { chargebackId: d.chargebackId, ...words };

  const saveDraft = () =>
    save.mutateAsync(body).then(() => {
      setSaved(words);
      toast.success(t('drawer.saved'));
      return true;
    });
  const send = () =>
    submit.mutateAsync({ ...body, second: mode === 'second' }).then(() => {
      toast.success(t('drawer.submitted'));
      onClose();
    });
  const close = () => (dirty ? setAsking(true) : onClose());
  const setSection = (s: EvidenceSection, v: string) => setWords((w) => ({ ...w, evidence: { ...w.evidence, [s]: v } }));

  return (
    <Drawer
      open
      title={t(`drawer.title.${mode}`, { id: d.chargebackId })}
      size={760}
      onClose={close}
      footer={
        readOnly ? null : (
          <Space wrap>
            <Button onClick={() => void saveDraft()} loading={save.isPending}>
              {t('drawer.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => (mode === 'second' ? setConfirming(true) : void send())} loading={submit.isPending}>
              {t('drawer.submit')}
            </Button>
          </Space>
        )
      }
    >
      {mode === 'second' ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('second.penaltyNote', { penalty })} /> : null}
      <Typography.Paragraph type="secondary">
        {t(rule.typesKey, { max: rule.maxFiles, mb: rule.maxBytes / 1024 / 1024, perSection: rule.perSection })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('drawer.description')} htmlFor="rebuttal-description">
          <Input.TextArea
            id="rebuttal-description"
            rows={4}
            maxLength={4000}
            disabled={readOnly}
            value={words.description}
            onChange={(e) => setWords((w) => ({ ...w, description: e.target.value }))}
          />
        </Form.Item>
        {d.sections.map((s) => (
          <Form.Item key={s} label={t(`section.${s}`)} htmlFor={`evidence-${s}`}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Input.TextArea
                id={`evidence-${s}`}
                rows={3}
                maxLength={2000}
                disabled={readOnly}
                value={words.evidence[s] ?? ''}
                onChange={(e) => setSection(s, e.target.value)}
              />
              <SectionFiles chargebackId={d.chargebackId} section={s} rule={rule} documents={(round?.documents ?? []).filter((x) => x.section === s)} />
            </Space>
          </Form.Item>
        ))}
      </Form>
      <Modal
        open={asking}
        title={t('unsaved.title')}
        onCancel={() => setAsking(false)}
        footer={[
          <Button key="leave" onClick={onClose}>
            {t('unsaved.leave')}
          </Button>,
          <Button key="save" type="primary" loading={save.isPending} onClick={() => void saveDraft().then(onClose)}>
            {t('unsaved.save')}
          </Button>,
        ]}
      >
        {tm('unsavedChanges')}
      </Modal>
      <Modal
        open={confirming}
        title={t('second.confirmTitle')}
        okText={t('second.confirmOk')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, loading: submit.isPending }}
        onCancel={() => setConfirming(false)}
        onOk={() => void send()}
      >
        {t('second.confirmBody', { penalty })}
      </Modal>
    </Drawer>
  );
}
