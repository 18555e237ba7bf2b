import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChargebackDetail } from '@crossbill/contracts/dispute';
import type { EvidenceSection } from '@crossbill/contracts/dispute-reasons';
import { toast } from '../../../lib/toast';
import { useSaveDraft, useSubmitRebuttal, type RebuttalWords } from '../api/chargeback-actions';
import { ruleOf } from '../file-rules';
import { knownFacts } from '../known-facts';
import { SectionFiles } from './section-files';

/**
 * The rebuttal's form, shared by the drawer of the chargeback details and the full-page editor
 * (transaction/appeal/edit): the words, their starting point, saving and submitting, the form body
 * and the unsaved-changes prompt. Each container adds its own frame, buttons and what happens after.
 */

export type Words = Omit<RebuttalWords, 'chargebackId'>;
type T = (k: string, o?: Record<string, unknown>) => string;

/**
 * The round the form writes: the open one (2 after a first loss, while the chargeback still says
 * round 1 until that rebuttal is submitted), else the chargeback's current round (supplements).
 */
export const formRound = (d: ChargebackDetail): number => (d.canSecondRebut ? 2 : d.canRebut ? 1 : d.round);

const hasWords = (r: { description: string; evidence: object } | undefined) => !!r && (r.description !== '' || Object.keys(r.evidence).length > 0);

/**
 * Where the words start: the round's saved draft (resumable); for a second rebuttal not begun yet, the
 * first one's words to build on; else what the transaction already knows.
 */
export function startingWords(d: ChargebackDetail, t: T): Words {
  const round = formRound(d);
  const current = d.rebuttals.find((r) => r.round === round);
  const previous = d.rebuttals.find((r) => r.round === round - 1);
  const from = hasWords(current) ? current : hasWords(previous) ? previous : undefined;
  if (from) return { description: from.description, evidence: { ...from.evidence } };
  const evidence: Partial<Record<EvidenceSection, string>> = {};
  for (const s of d.sections) {
    const known = knownFacts(d, s, t);
    if (known) evidence[s] = known;
  }
  return { description: '', evidence };
}

const same = (a: Words, b: Words) => a.description === b.description && JSON.stringify(a.evidence) === JSON.stringify(b.evidence);

/** The words being edited against the last saved ones; save keeps a draft, submit sends the open round. */
export function useRebuttalWords(d: ChargebackDetail, o: { readOnly?: boolean } = {}) {
  const { t } = useTranslation('dispute');
  const [initial] = useState(() => startingWords(d, t));
  const [words, setWords] = useState<Words>(initial);
  const [saved, setSaved] = useState<Words>(initial);
  const save = useSaveDraft();
  const submit = useSubmitRebuttal();
  const body = { chargebackId: d.chargebackId, ...words };
  return {
    words,
    setWords,
    dirty: !o.readOnly && !same(words, saved),
    saving: save.isPending,
    submitting: submit.isPending,
    /** keeps the words as the round's draft; true once saved */
    saveDraft: () =>
      save.mutateAsync(body).then(() => {
        setSaved(words);
        toast.success(t('drawer.saved'));
        return true;
      }),
    /** sends the open round (the second one with the penalty acknowledged: the caller confirmed it) */
    submit: () =>
      submit.mutateAsync({ ...body, second: d.canSecondRebut }).then(() => {
        setSaved(words);
        toast.success(t('drawer.submitted'));
      }),
  };
}

/**
 * The form body: the upload rule, the description and the evidence sections of the reason's
 * category, each with the round's documents of that section.
 */
export function RebuttalFormBody({
  detail: d,
  words,
  onChange,
  readOnly = false,
}: {
  detail: ChargebackDetail;
  words: Words;
  onChange: (next: (w: Words) => Words) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('dispute');
  const rule = ruleOf(d.scheme);
  const round = d.rebuttals.find((r) => r.round === formRound(d));
  const setSection = (s: EvidenceSection, v: string) => onChange((w) => ({ ...w, evidence: { ...w.evidence, [s]: v } }));
  return (
    <>
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
            onChange={(e) => onChange((w) => ({ ...w, description: e.target.value }))}
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
    </>
  );
}

/** Leaving with unsaved words: leave without them, or save the draft first. */
export function UnsavedPrompt({
  open,
  saving,
  onStay,
  onLeave,
  onSave,
}: {
  open: boolean;
  saving: boolean;
  onStay: () => void;
  onLeave: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation('dispute');
  const { t: tm } = useTranslation('messages');
  return (
    <Modal
      open={open}
      title={t('unsaved.title')}
      onCancel={onStay}
      footer={[
        <Button key="leave" onClick={onLeave}>
          {t('unsaved.leave')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={onSave}>
          {t('unsaved.save')}
        </Button>,
      ]}
    >
      {tm('unsavedChanges')}
    </Modal>
  );
}

/** The confirmation before a round is sent (a submitted rebuttal can no longer be edited); the second round names its penalty. */
export function SubmitConfirm({
  open,
  second,
  penalty,
  submitting,
  onCancel,
  onOk,
}: {
  open: boolean;
  second: boolean;
  penalty: string;
  submitting: boolean;
  onCancel: () => void;
  onOk: () => void;
}) {
  const { t } = useTranslation('dispute');
  return (
    <Modal
      open={open}
      title={t(second ? 'second.confirmTitle' : 'appeal.edit.confirmTitle')}
      okText={t(second ? 'second.confirmOk' : 'appeal.edit.confirmOk')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: second, loading: submitting }}
      onCancel={onCancel}
      onOk={onOk}
    >
      {second ? t('second.confirmBody', { penalty }) : t('appeal.edit.confirmBody')}
    </Modal>
  );
}
