import { useNavigate, useParams } from 'react-router';
import { FraudDetailPage } from '../../features/fraud/pages/detail-page';
import { paths } from '../paths';

/** /risk/fraud-notification/details/:serviceId: any id is asked for; the server answers a bad one 'Invalid ID parameter'. */
export default function FraudDetailRoute() {
  const navigate = useNavigate();
  const serviceId = useParams().serviceId ?? '';
  return (
    <FraudDetailPage
      key={serviceId}
      serviceId={serviceId}
      onBack={() => navigate(paths.fraudNotifications())}
      onOpenTransaction={(id) => navigate(paths.transactionDetails(id))}
    />
  );
}
