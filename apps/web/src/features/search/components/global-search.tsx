import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SearchDialog, type SearchDialogProps } from './search-dialog';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The header's search button and the Ctrl+K / ⌘K shortcut from anywhere in the portal, opening the
 * search dialog. `compact` (phones) shows the icon alone.
 */
export function GlobalSearch({ compact, ...dialog }: Omit<SearchDialogProps, 'open' | 'onClose'> & { compact: boolean }) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('open', { shortcut })}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        {compact ? null : (
          <span aria-hidden>
            {t('button')} <kbd className="global-search-kbd">{shortcut}</kbd>
          </span>
        )}
      </Button>
      {open && <SearchDialog {...dialog} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
