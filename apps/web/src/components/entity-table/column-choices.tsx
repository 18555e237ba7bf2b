import { useState } from 'react';
import { Button, Checkbox, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIST_COLUMNS, MIN_VISIBLE_COLUMNS, type ListId } from '@crossbill/contracts/list-columns';
import { toast } from '../../lib/toast';
import { useSaveListColumns } from './use-list-columns';

/**
 * The column settings' panel: loaded with its first opening (a list shows its button, rarely the
 * panel). Starts from the visible columns each time it mounts.
 */
export function ColumnChoices(p: { id: ListId; visible: string[]; available: readonly string[]; titleOf: (key: string) => string; close: () => void }) {
  const { t } = useTranslation(['list', 'messages']);
  const [draft, setDraft] = useState<string[]>(p.visible);
  const save = useSaveListColumns();
  const all = LIST_COLUMNS[p.id].all as readonly string[];
  const tooFew = draft.length < MIN_VISIBLE_COLUMNS;
  return (
    <Space direction="vertical">
      <Checkbox.Group
        value={draft}
        // kept in the list's order whatever order they were ticked in
        onChange={(v) => setDraft(all.filter((c) => v.includes(c)))}
        style={{ display: 'grid', gap: 4 }}
        options={p.available.map((c) => ({ value: c, label: p.titleOf(c) }))}
      />
      {tooFew ? <Typography.Text type="danger">{t('messages:list.minColumns')}</Typography.Text> : null}
      <Space>
        <Button
          type="primary"
          size="small"
          disabled={tooFew}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { id: p.id, columns: draft },
              {
                onSuccess: () => {
                  toast.success(t('columnsSaved'));
                  p.close();
                },
              },
            )
          }
        >
          {t('saveColumns')}
        </Button>
        <Button size="small" onClick={() => setDraft([...LIST_COLUMNS[p.id].defaults])}>
          {t('defaultColumns')}
        </Button>
      </Space>
    </Space>
  );
}
