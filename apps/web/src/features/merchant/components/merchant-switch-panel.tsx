import type { MerchantLoginRecord } from '@crossbill/contracts/session';
import { useMerchantList } from '../api/list-merchant';
import { useSetDefaultAccount } from '../api/set-default-account';
import { MerchantAccountList } from './merchant-account-list';

/** The account list with its data and the default-account action; switching is the caller's. */
export function MerchantSwitchPanel({
  currentMerchantNo,
  onSwitch,
  switchingUserId,
  dense,
}: {
  currentMerchantNo: string | null;
  onSwitch: (record: MerchantLoginRecord) => void;
  switchingUserId?: number | null;
  dense?: boolean;
}) {
  const list = useMerchantList();
  const setDefault = useSetDefaultAccount();
  return (
    <MerchantAccountList
      accounts={list.data}
      loading={list.isPending}
      currentMerchantNo={currentMerchantNo}
      onSelect={onSwitch}
      onSetDefault={(r) => setDefault.mutate(r.userId)}
      switchingUserId={switchingUserId}
      defaultingUserId={setDefault.isPending ? setDefault.variables : null}
      dense={dense}
    />
  );
}
