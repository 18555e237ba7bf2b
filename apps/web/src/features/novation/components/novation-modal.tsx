import { useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Modal, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useConfirmResigning, type NovationResult } from '../api/confirm-resigning';
import { useCurrentNovation } from '../api/get-current-novation';

/**
 * The contracting-party change popup (spec 2, 4, 5): cannot be dismissed; the agreement box must be
 * ticked ('Please check the box to agree to the terms.'); the confirmation is shown, then `onDone`
 * (the shell refetches the session, which no longer asks).
 */
export function NovationModal({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { t } = useTranslation('novation');
  const pending = useCurrentNovation(open);
  const confirm = useConfirmResigning();
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<NovationResult | null>(null);
  const p = pending.data;

  const submit = () => {
    if (!agreed) {
      setMissing(true);
      return;
    }
    if (!p) return;
    confirm.mutate(p.contractVersion, { onSuccess: setResult });
  };

  const footer = result ? (
    <Button type="primary" onClick={onDone}>
      {t('done')}
    </Button>
  ) : (
    <Button type="primary" onClick={submit} loading={confirm.isPending} disabled={!p}>
      {t('confirm')}
    </Button>
  );

  return (
    <Modal
      open={open && (result !== null || (!pending.isError && (pending.isPending || p != null)))}
      title={t('title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={footer}
      width={620}
    >
      {result ? (
        <Result
          status="success"
          title={t('confirmed')}
          subTitle={t('confirmedBody', { date: formatDate(result.effectiveTime) })}
          style={{ padding: '16px 0 0' }}
        >
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'no', label: t('confirmNo'), children: result.confirmNo },
              { key: 'merchant', label: t('merchant'), children: `${result.merchantName} (${result.merchantNo})` },
              { key: 'time', label: t('time'), children: formatDateTime(result.createTime) },
              { key: 'ip', label: t('ip'), children: result.ip },
              { key: 'version', label: t('version'), children: result.contractVersion },
              { key: 'switch', label: t('switchDate'), children: formatDate(result.effectiveTime) },
            ]}
          />
        </Result>
      ) : !p ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
          <Descriptions
            column={1}
            size="small"
            bordered
            style={{ marginBottom: 16 }}
            items={[
              { key: 'from', label: t('from'), children: p.currentEntity },
              { key: 'to', label: t('to'), children: p.newEntity },
              { key: 'version', label: t('version'), children: p.contractVersion },
            ]}
          />
          <Typography.Paragraph>{t('effect', { days: p.switchDays })}</Typography.Paragraph>
          <Checkbox
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked);
              if (e.target.checked) setMissing(false);
            }}
          >
            {t('agree')}
          </Checkbox>
          {missing && <Alert type="error" showIcon title={t('messages:validation.agreeTerms')} style={{ marginTop: 12 }} />}
        </>
      )}
    </Modal>
  );
}
