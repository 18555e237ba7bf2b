import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ChargebackDetailPage } from '../../features/dispute/pages/detail-page';
import { paths } from '../paths';

/** /transaction/refuse/details?id= */
export default function ChargebackDetailRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!/^[A-Z0-9]{6,40}$/.test(id)) return <Navigate to={paths.chargebacks()} replace />;
  return (
    <ChargebackDetailPage
      key={id}
      chargebackId={id}
      onBack={() => navigate(paths.chargebacks())}
      onOpenTransaction={(other) => navigate(paths.transactionDetails(other))}
      onEdit={() => navigate(paths.rebuttalEdit(id))}
      onOpenCase={(transactionId) => navigate(paths.disputeCase(transactionId))}
    />
  );
}
