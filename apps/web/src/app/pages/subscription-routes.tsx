import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SubscriptionDetailPage } from '../../features/subscription/pages/detail-page';
import { SubscriptionListPage } from '../../features/subscription/pages/list-page';
import { SubscriptionSettingPage } from '../../features/subscription/pages/setting-page';
import { paths } from '../paths';

/** /subscription/order: a subscription opens its details. */
export function SubscriptionListRoute() {
  const navigate = useNavigate();
  return <SubscriptionListPage onOpen={(id) => navigate(paths.subscriptionDetail(id))} href={paths.subscriptionDetail} />;
}

/** /subscription/order/detail?subscriptionId= (a malformed id goes back to the list; an unknown one is told by the page) */
export function SubscriptionDetailRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('subscriptionId') ?? '';
  if (!/^SB\d{8,24}$/.test(id)) return <Navigate to={paths.subscriptions()} replace />;
  return (
    <SubscriptionDetailPage
      key={id}
      subscriptionId={id}
      onBack={() => navigate(paths.subscriptions())}
      open={{ transaction: (t) => navigate(paths.transactionDetails(t)), refund: (r) => navigate(paths.refundDetails(r)) }}
    />
  );
}

/** /subscription/setting */
export const SubscriptionSettingRoute = () => <SubscriptionSettingPage />;
