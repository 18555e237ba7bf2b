import { MerchantSwitchPanel } from '../../features/merchant/components/merchant-switch-panel';
import { SwitchPage } from '../../features/merchant/pages/switch-page';
import { useSession } from '../../features/session/api/get-session';
import { useSwitchMerchant } from '../shell/use-switch-merchant';

/** /switch: the merchant account list as a page. */
export default function SwitchRoute() {
  const session = useSession().data;
  const { switchTo, switchingUserId } = useSwitchMerchant();
  return (
    <SwitchPage>
      <MerchantSwitchPanel currentMerchantNo={session?.userInfo.merchantNo ?? null} onSwitch={(r) => void switchTo(r)} switchingUserId={switchingUserId} />
    </SwitchPage>
  );
}
