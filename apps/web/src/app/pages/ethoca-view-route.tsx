import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { EthocaDetailPage } from '../../features/ethoca/pages/detail-page';
import { paths } from '../paths';

/** /risk/alert/view?id= */
export default function EthocaViewRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!/^[A-Z0-9]{6,40}$/.test(id)) return <Navigate to={paths.ethocaAlerts()} replace />;
  return (
    <EthocaDetailPage
      key={id}
      alertId={id}
      onBack={() => navigate(paths.ethocaAlerts())}
      onOpenTransaction={(transactionId) => navigate(paths.transactionDetails(transactionId))}
    />
  );
}
