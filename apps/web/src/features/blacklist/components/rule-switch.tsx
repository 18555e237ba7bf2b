import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BlacklistItem } from '@crossbill/contracts/blacklist';
import { useAccess } from '../../../components/access';
import { toast } from '../../../lib/toast';
import { useToggleBlacklist } from '../api/blacklist-actions';

/** A list's rule on or off (spec 4 rules: active or inactive); read-only without the edit code. */
export function RuleSwitch({ list }: { list: BlacklistItem }) {
  const { t } = useTranslation('blacklist');
  const can = useAccess().has('risk:list:edit');
  const toggle = useToggleBlacklist();
  return (
    <Switch
      size="small"
      checked={list.active}
      disabled={!can}
      loading={toggle.isPending}
      checkedChildren={t('rule.active')}
      unCheckedChildren={t('rule.inactive')}
      aria-label={t('rule.label', { name: list.name })}
      onChange={(active) => toggle.mutate({ id: list.id, active }, { onSuccess: () => toast.success(t('saved')) })}
    />
  );
}
