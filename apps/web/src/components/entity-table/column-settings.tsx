import { lazy, Suspense, useState } from 'react';
import { Button, Popover, Spin } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ListId } from '@crossbill/contracts/list-columns';

const ColumnChoices = lazy(() => import('./column-choices').then((m) => ({ default: m.ColumnChoices })));

/** Choose a list's visible columns (at least three, spec 5); saved for this operator. */
export function ColumnSettings(p: { id: ListId; visible: string[]; available: readonly string[]; titleOf: (key: string) => string }) {
  const { t } = useTranslation('list');
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      // unmounted when closed: each opening starts from the columns shown
      destroyOnHidden
      content={
        <Suspense fallback={<Spin size="small" />}>
          <ColumnChoices {...p} close={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Button icon={<SettingOutlined />}>{t('columns')}</Button>
    </Popover>
  );
}
