import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Modal, Spin, Typography, type InputRef } from 'antd';
import { ClockCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SEARCH_KINDS, SEARCH_MAX, SEARCH_MIN, type SearchHit } from '@crossbill/contracts/search';
import { isSearchable, useGlobalSearch } from '../api/global-search';
import { clearRecent, readRecent, rememberRecent } from '../recent-searches';
import './search-dialog.css';

/** How long the box waits after the last key before it asks (one request per pause, not per key). */
const SETTLE_MS = 200;

type Option = { type: 'recent'; keyword: string } | { type: 'hit'; hit: SearchHit; href: string };

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** whose recent searches (one operator in one merchant account) */
  owner: string;
  /** the merchant signed into: a hit of another (a group's member) names its merchant */
  merchantNo: string | null;
  /** the detail page of a hit; undefined when this portal has no page for it */
  hrefOf: (hit: SearchHit) => string | undefined;
  onNavigate: (href: string) => void;
}

/**
 * The global search dialog (ARIA combobox with a listbox popup): type an id, a prefix, an order id,
 * an ARN or a card's last four; arrows move through the results grouped by kind, Enter opens the
 * detail page, Esc closes. With the box empty it lists the operator's recent searches.
 */
export function SearchDialog({ open, onClose, owner, merchantNo, hrefOf, onNavigate }: SearchDialogProps) {
  const { t } = useTranslation('search');
  const base = useId();
  const listId = `${base}-list`;
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>(() => readRecent(owner));
  const trimmed = text.trim();

  useEffect(() => {
    const timer = window.setTimeout(() => setKeyword(trimmed), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed]);
  useEffect(() => setRecent(readRecent(owner)), [owner, open]);

  const search = useGlobalSearch(keyword);
  const settled = keyword === trimmed && isSearchable(trimmed);
  const hits = useMemo(() => (settled && search.data ? search.data.hits : []), [settled, search.data]);

  const options: Option[] = useMemo(() => {
    if (!trimmed) return recent.map((k) => ({ type: 'recent', keyword: k }));
    const out: Option[] = [];
    for (const kind of SEARCH_KINDS)
      for (const hit of hits.filter((h) => h.kind === kind)) {
        const href = hrefOf(hit);
        if (href) out.push({ type: 'hit', hit, href });
      }
    return out;
  }, [trimmed, recent, hits, hrefOf]);
  useEffect(() => setActive(0), [options]);

  const optionId = (i: number) => `${base}-opt-${i}`;
  const choose = (o: Option | undefined) => {
    if (!o) return;
    if (o.type === 'recent') {
      setText(o.keyword);
      return;
    }
    setRecent(rememberRecent(owner, trimmed));
    onNavigate(o.href);
    onClose();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (e.key === 'ArrowDown' && n) {
      e.preventDefault();
      setActive((a) => (a + 1) % n);
    } else if (e.key === 'ArrowUp' && n) {
      e.preventDefault();
      setActive((a) => (a - 1 + n) % n);
    } else if (e.key === 'Home' && n && !trimmed) {
      e.preventDefault();
      setActive(0);
    } else if (e.key === 'End' && n && !trimmed) {
      e.preventDefault();
      setActive(n - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(options[active]);
    }
  };

  const status = !trimmed
    ? recent.length
      ? ''
      : t('hint', { min: SEARCH_MIN })
    : trimmed.length < SEARCH_MIN
      ? t('tooShort', { min: SEARCH_MIN })
      : !settled || search.isFetching
        ? t('searching')
        : search.isError
          ? t('failed')
          : options.length
            ? t('found', { count: options.length })
            : t('none', { keyword: trimmed });

  // one listbox, its options in groups: the recent searches, or one group per kind of result
  const groups: Array<{ label: string; items: Array<{ option: Option; index: number }> }> = [];
  options.forEach((option, index) => {
    const label = option.type === 'recent' ? t('recent') : t(`kind.${option.hit.kind}`);
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.items.push({ option, index });
    else groups.push({ label, items: [{ option, index }] });
  });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('title')}
      width={640}
      destroyOnHidden
      afterOpenChange={(isOpen) => isOpen && input.current?.focus()}
      className="global-search"
    >
      <Input
        ref={input}
        size="large"
        autoFocus
        prefix={<SearchOutlined aria-hidden />}
        value={text}
        maxLength={SEARCH_MAX}
        placeholder={t('placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={t('label')}
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={options.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <div className="global-search-status" role="status" aria-live="polite">
        {trimmed.length >= SEARCH_MIN && (!settled || search.isFetching) ? <Spin size="small" /> : null} {status}
      </div>
      <div id={listId} role="listbox" aria-label={t('results')} className="global-search-list">
        {groups.map((g) => (
          <div key={`${g.label}-${g.items[0]!.index}`} role="group" aria-labelledby={`${base}-g-${g.items[0]!.index}`}>
            <div id={`${base}-g-${g.items[0]!.index}`} className="global-search-group" role="presentation">
              {g.label}
            </div>
            {g.items.map(({ option, index }) => (
              <div
                key={index}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`global-search-option${index === active ? ' is-active' : ''}`}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.type === 'recent' ? (
                  <span className="global-search-title">
                    <ClockCircleOutlined aria-hidden /> {option.keyword}
                  </span>
                ) : (
                  <>
                    <span className="global-search-title">{option.hit.title}</span>
                    <span className="global-search-detail">
                      {t(`matched.${option.hit.matched}`)}
                      {option.hit.detail ? ` · ${option.hit.detail}` : ''}
                      {merchantNo && option.hit.merchantNo !== merchantNo ? ` · ${t('merchant', { merchantNo: option.hit.merchantNo })}` : ''}
                    </span>
                  </>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      {!trimmed && recent.length > 0 && (
        <div className="global-search-footer">
          <Typography.Text type="secondary">{t('recentNote')}</Typography.Text>
          <Button
            type="link"
            size="small"
            onClick={() => {
              clearRecent(owner);
              setRecent([]);
              input.current?.focus();
            }}
          >
            {t('clearRecent')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
