import { useNavigate } from 'react-router';
import { AlertListPage } from '../../features/alert/pages/list-page';
import { paths } from '../paths';

/** /transaction/chargeback-alert: an alert ID opens its detail, a transaction ID the transaction. */
export default function AlertListRoute() {
  const navigate = useNavigate();
  return <AlertListPage onOpen={(id) => navigate(paths.chargebackAlert(id))} onOpenTransaction={(id) => navigate(paths.transactionDetails(id))} />;
}
