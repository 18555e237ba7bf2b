import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { RefundDetailPage } from '../../features/refund/pages/detail-page';
import { paths } from '../paths';

/** /transaction/refund/details?id= */
export default function RefundDetailRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!/^[A-Z0-9]{6,40}$/.test(id)) return <Navigate to={paths.refunds()} replace />;
  return (
    <RefundDetailPage
      key={id}
      refundId={id}
      onBack={() => navigate(paths.refunds())}
      onOpenTransaction={(other) => navigate(paths.transactionDetails(other))}
    />
  );
}
