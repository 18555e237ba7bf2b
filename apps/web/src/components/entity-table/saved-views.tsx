import { lazy, Suspense, useState } from 'react';
import { Button, Popover, Spin, Typography } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ListId } from '@crossbill/contracts/list-columns';
import type { FilterPatch } from '../../lib/use-url-filters';
import { useSavedViews } from './use-saved-views';
import { showsView } from './view-state';

const SavedViewPanel = lazy(() => import('./saved-view-panel').then((m) => ({ default: m.SavedViewPanel })));

export interface SavedViewsProps {
  listId: ListId;
  params: URLSearchParams;
  update: (patch: FilterPatch) => void;
  /** the columns the list shows, in order */
  columns: string[];
}

/**
 * The list's saved views (the toolbar's Views button): apply one, save what the list shows as a
 * new one, rename, share or delete one's own. Its views load with the first opening; the button
 * then names the view the list shows.
 */
export function SavedViews(p: SavedViewsProps) {
  const { t } = useTranslation('list');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const views = useSavedViews(p.listId, asked);
  // the view last applied or saved here, when the list still shows it; else the first that matches
  const [chosen, setChosen] = useState<number | null>(null);
  const matching = views.data?.filter((v) => showsView(p.params, p.columns, v)) ?? [];
  const active = matching.find((v) => v.id === chosen) ?? matching[0];
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setAsked(true);
      }}
      destroyOnHidden
      placement="bottomRight"
      content={
        <div style={{ width: 300, maxWidth: 'calc(100vw - 48px)' }}>
          <Suspense fallback={<Spin size="small" />}>
            <SavedViewPanel {...p} views={views.data} loading={views.isPending} chose={setChosen} close={() => setOpen(false)} />
          </Suspense>
        </div>
      }
    >
      <Button icon={<BookOutlined />} data-testid="saved-views">
        {active ? (
          <Typography.Text ellipsis style={{ maxWidth: 160, color: 'inherit' }}>
            {t('views.current', { name: active.name })}
          </Typography.Text>
        ) : (
          t('views.button')
        )}
      </Button>
    </Popover>
  );
}
