import { useSearchParams } from 'react-router';
import { NotifyPage } from '../../features/developer/pages/notify-page';

/** /developer/notify?tab=: the open channel tab is kept in the URL, so a reload or a shared link opens it. */
export default function DeveloperNotifyRoute() {
  const [params, setParams] = useSearchParams();
  return <NotifyPage tab={params.get('tab')} onTab={(tab) => setParams({ tab }, { replace: true })} />;
}
