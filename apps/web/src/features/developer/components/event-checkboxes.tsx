import { Checkbox, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTIFY_EVENT_GROUPS, NOTIFY_EVENT_TYPES, type NotifyEventGroup } from '@crossbill/contracts/notify-events';

/** An event type's label key in the developer namespace (`payment.succeeded` → `eventType.payment_succeeded`). */
export const eventLabelKey = (type: string) => `eventType.${type.replace('.', '_')}`;

/** The event types a channel takes, grouped by what they are about (contracts NOTIFY_EVENT_GROUPS); a form field. */
export function EventCheckboxes({ value = [], onChange, id }: { value?: string[]; onChange?: (v: string[]) => void; id?: string }) {
  const { t } = useTranslation('developer');
  const all = value.length === NOTIFY_EVENT_TYPES.length;
  return (
    <div id={id} style={{ display: 'grid', gap: 8 }}>
      <Checkbox checked={all} indeterminate={value.length > 0 && !all} onChange={(e) => onChange?.(e.target.checked ? [...NOTIFY_EVENT_TYPES] : [])}>
        {t('webhooks.selectAll')}
      </Checkbox>
      <Checkbox.Group value={value} onChange={(v) => onChange?.(v as string[])} style={{ display: 'grid', gap: 8 }}>
        {(Object.keys(NOTIFY_EVENT_GROUPS) as NotifyEventGroup[]).map((group) => (
          <fieldset key={group} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
              <legend style={{ fontSize: 'inherit', margin: 0 }}>{t(`eventGroup.${group}`)}</legend>
            </Typography.Text>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
              {NOTIFY_EVENT_GROUPS[group].map((type) => (
                <Checkbox key={type} value={type}>
                  {t(eventLabelKey(type))}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        ))}
      </Checkbox.Group>
    </div>
  );
}
