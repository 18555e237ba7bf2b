import { useNavigate } from 'react-router';
import { RateViewPage } from '../../features/dispute/pages/rate-view-page';
import { paths } from '../paths';

/** /report/refuse-rate/view: a chargeback ID opens its details, a transaction ID the transaction. */
export default function RefuseRateViewRoute() {
  const navigate = useNavigate();
  return (
    <RateViewPage
      reportHref={paths.refuseRate()}
      onOpen={(id) => navigate(paths.chargebackDetails(id))}
      onOpenTransaction={(id) => navigate(paths.transactionDetails(id))}
    />
  );
}
