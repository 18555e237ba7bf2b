import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AlertDetailPage } from '../../features/alert/pages/detail-page';
import { paths } from '../paths';

/** /transaction/chargeback-alert/detail?id= */
export default function AlertDetailRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!/^[A-Z0-9]{6,40}$/.test(id)) return <Navigate to={paths.chargebackAlerts()} replace />;
  return (
    <AlertDetailPage
      key={id}
      alertId={id}
      onBack={() => navigate(paths.chargebackAlerts())}
      onOpenTransaction={(other) => navigate(paths.transactionDetails(other))}
      onOpenCase={(transactionId) => navigate(paths.disputeCase(transactionId))}
    />
  );
}
