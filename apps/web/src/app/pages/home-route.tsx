import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Access } from '../../components/access';
import { LoginActivity } from '../../features/account/components/login-activity';
import { downloadKeys } from '../../features/download/api/query-downloads';
import { HomePage } from '../../features/home/pages/home-page';
import { MerchantCard } from '../../features/merchant/components/merchant-card';
import { LatestNotices } from '../../features/notice/components/latest-notices';
import { useSession } from '../../features/session/api/get-session';
import { liveHref, paths } from '../routes';

/** /index and /index/aggregate/:type: the overview until the dashboard comes. */
export default function HomeRoute() {
  const session = useSession().data;
  const { type } = useParams();
  const client = useQueryClient();
  return (
    <HomePage
      operatorName={session?.userInfo.operatorName ?? ''}
      branch={type}
      merchant={<MerchantCard />}
      notices={<LatestNotices listHref={liveHref(paths.noticeList())} />}
      activity={
        // the server reads sign-in activity with the account information right
        <Access code="account:info">
          <LoginActivity onExported={() => void client.invalidateQueries({ queryKey: downloadKeys.all })} />
        </Access>
      }
    />
  );
}
