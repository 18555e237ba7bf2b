import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MerchantLoginRecord } from '@crossbill/contracts/session';
import { toast } from '../../lib/toast';
import { menusQuery } from '../../features/menu/api/list-menus';
import { useSwitchAccount } from '../../features/session/api/switch-account';
import { afterLoginTarget } from '../guard';
import { openTab, resetTabs } from './tabs-store';

/**
 * Switching merchant (spec 2): switchAccount stores the new login data and session, every cached
 * query of the previous merchant is reset, the menus load again, and the user lands on the first
 * menu url of the new merchant.
 */
export function useSwitchMerchant() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const switchAccount = useSwitchAccount();
  const { t } = useTranslation('shell');

  const switchTo = async (record: MerchantLoginRecord) => {
    const session = await switchAccount.mutateAsync(record.userId);
    const menus = await client.fetchQuery(menusQuery);
    const target = afterLoginTarget(null, menus);
    // the previous merchant's tabs go; the guard may already have moved to the new home
    resetTabs();
    openTab(target);
    await navigate(target);
    toast.success(t('switcher.switched', { name: session.userInfo.merchantName ?? record.merchantName }));
  };

  return {
    switchTo: (record: MerchantLoginRecord) => switchTo(record).catch(() => undefined),
    switchingUserId: switchAccount.isPending ? switchAccount.variables : null,
  };
}
