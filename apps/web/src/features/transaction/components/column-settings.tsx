import { Button, Checkbox, Popover, Space, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_VISIBLE_COLUMNS, TRANSACTION_COLUMNS, type TransactionColumn } from '@crossbill/contracts/transaction';
import { toast } from '../../../lib/toast';
import { useSaveColumns } from '../api/save-columns';

/** Choose the visible columns (at least three, spec 5); saved for this operator on the server. */
export function ColumnSettings({ columns }: { columns: TransactionColumn[] }) {
  const { t } = useTranslation(['transaction', 'messages']);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TransactionColumn[]>(columns);
  const save = useSaveColumns();
  const tooFew = draft.length < MIN_VISIBLE_COLUMNS;
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setDraft(columns);
      }}
      content={
        <Space direction="vertical">
          <Checkbox.Group
            value={draft}
            onChange={(v) => setDraft(TRANSACTION_COLUMNS.filter((c) => v.includes(c)))}
            style={{ display: 'grid', gap: 4 }}
            options={TRANSACTION_COLUMNS.map((c) => ({ value: c, label: t(`col.${c}`) }))}
          />
          {tooFew ? <Typography.Text type="danger">{t('messages:transaction.minColumns')}</Typography.Text> : null}
          <Button
            type="primary"
            size="small"
            disabled={tooFew}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { columns: draft },
                {
                  onSuccess: () => {
                    toast.success(t('query.columnsSaved'));
                    setOpen(false);
                  },
                },
              )
            }
          >
            {t('query.saveColumns')}
          </Button>
        </Space>
      }
    >
      <Button icon={<SettingOutlined />}>{t('query.columns')}</Button>
    </Popover>
  );
}
