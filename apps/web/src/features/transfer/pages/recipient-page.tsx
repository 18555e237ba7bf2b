import { useState } from 'react';
import { Button, Card, Input, Radio, Space, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePayees } from '../api/list-payees';
import { readDraft, saveDraft } from '../draft';

export const WizardSteps = ({ current }: { current: number }) => {
  const { t } = useTranslation('transfer');
  return <Steps size="small" current={current} items={['recipient', 'amount', 'confirm', 'review'].map((s) => ({ title: t(`wizard.${s}`) }))} />;
};

/** /transfer/add/recipient: pick one of the transfer payees, or go and add one. */
export function RecipientPage({ onNext, onAddPayee, onCancel }: { onNext: () => void; onAddPayee: () => void; onCancel: () => void }) {
  const { t } = useTranslation('transfer');
  const [name, setName] = useState('');
  const [payeeId, setPayeeId] = useState<number | undefined>(readDraft().payeeId);
  const payees = usePayees(name);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 760 }}>
      <WizardSteps current={0} />
      <Card title={t('recipient.title')} extra={<Button onClick={onAddPayee}>{t('recipient.addPayee')}</Button>}>
        <Input.Search aria-label={t('recipient.search')} placeholder={t('recipient.search')} allowClear onSearch={setName} style={{ marginBottom: 16 }} />
        {payees.data?.content.length === 0 && <Typography.Text type="secondary">{t('recipient.none')}</Typography.Text>}
        <Radio.Group value={payeeId} onChange={(e) => setPayeeId(e.target.value as number)} style={{ width: '100%' }}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {payees.data?.content.map((p) => (
              <Radio key={p.id} value={p.id}>
                <Typography.Text strong>{p.nickname}</Typography.Text> · {p.name} · {p.currency} · {p.country} · {p.accountMask}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Card>
      <Space>
        <Button onClick={onCancel}>{t('wizard.cancel')}</Button>
        <Button
          type="primary"
          disabled={!payeeId}
          onClick={() => {
            const d = readDraft();
            saveDraft({ payeeId, ...(d.payeeId !== payeeId ? { sendCurrency: undefined, amount: undefined } : {}) });
            onNext();
          }}
        >
          {t('wizard.next')}
        </Button>
      </Space>
    </div>
  );
}
