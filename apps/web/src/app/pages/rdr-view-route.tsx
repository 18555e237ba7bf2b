import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { RdrDetailPage } from '../../features/rdr/pages/detail-page';
import { paths } from '../paths';

/** /risk/rdr/view?id= */
export default function RdrViewRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!/^RD\d{8,24}$/.test(id)) return <Navigate to={paths.rdrAlerts()} replace />;
  return (
    <RdrDetailPage
      key={id}
      alertId={id}
      onBack={() => navigate(paths.rdrAlerts())}
      open={{
        transaction: (t) => navigate(paths.transactionDetails(t)),
        refund: (r) => navigate(paths.refundDetails(r)),
        chargeback: (c) => navigate(paths.chargebackDetails(c)),
        enrolment: (e) => navigate(paths.enrolmentView('rdr', e)),
      }}
    />
  );
}
