import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AntdRoot } from '../../components/antd-root';
import { PageLoading } from '../../components/page-loading';
import { useSession } from '../../features/session/api/get-session';
import { endSession } from '../../features/session/api/logout';
import { useSwitchAccount } from '../../features/session/api/switch-account';
import { menusQuery } from '../../features/menu/api/list-menus';
import { NetworkApplicationPage } from '../../features/onboarding/pages/network-application-page';
import { SupplementDonePage, SupplementPage, SupplementPayoutPage } from '../../features/onboarding/pages/supplement-pages';
import { FacePage, JumioPage } from '../../features/onboarding/pages/face-pages';
import { afterLoginTarget } from '../guard';
import { paths } from '../paths';

/** /user/networkApplication(_old): needs a login (a public-layout page: no shell, no merchant needed). */
function NetworkApplication({ single }: { single?: boolean }) {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const switchAccount = useSwitchAccount();
  if (session.isPending) return <PageLoading fullScreen />;
  if (!session.data) return <Navigate to={paths.login(pathname)} replace />;
  return (
    <AntdRoot>
      <NetworkApplicationPage
        single={single}
        onEnter={async (operatorId) => {
          await switchAccount.mutateAsync(operatorId);
          const menus = await client.fetchQuery(menusQuery);
          await navigate(afterLoginTarget(null, menus), { replace: true });
        }}
        onLogout={async () => {
          await endSession();
          await navigate(paths.login(), { replace: true });
        }}
      />
    </AntdRoot>
  );
}

export const NetworkApplicationRoute = () => <NetworkApplication />;
export const NetworkApplicationOldRoute = () => <NetworkApplication single />;

export function SupplementRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('businessType');
  const businessType = type === '0' || type === '1' || type === '2' ? type : undefined;
  return <SupplementPage additional={params.get('type') === '1'} businessType={businessType} onDone={() => void navigate(paths.supplementDone())} />;
}

export function SupplementDoneRoute() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <SupplementDonePage
      onBack={() => {
        void client.invalidateQueries({ queryKey: ['session'] });
        void navigate(paths.home(), { replace: true });
      }}
    />
  );
}

export function SupplementPayoutRoute() {
  const navigate = useNavigate();
  return <SupplementPayoutPage onDone={() => void navigate(paths.supplementDone())} />;
}

export const JumioRoute = () => <JumioPage />;

export function FaceRoute() {
  const { token = '' } = useParams();
  return (
    <AntdRoot>
      <FacePage token={token} />
    </AntdRoot>
  );
}
