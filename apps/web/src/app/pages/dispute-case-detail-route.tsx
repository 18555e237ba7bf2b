import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CaseDetailPage } from '../../features/dispute/pages/case-detail-page';
import { paths } from '../paths';

/** /transaction/dispute/detail?transactionId= */
export default function DisputeCaseDetailRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('transactionId') ?? '';
  if (!/^[A-Z0-9]{6,40}$/.test(id)) return <Navigate to={paths.disputeCases()} replace />;
  return (
    <CaseDetailPage
      key={id}
      transactionId={id}
      onBack={() => navigate(paths.disputeCases())}
      onOpenTransaction={(other) => navigate(paths.transactionDetails(other))}
      onOpenChargeback={(cb) => navigate(paths.chargebackDetails(cb))}
    />
  );
}
