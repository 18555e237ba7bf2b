import { useNavigate } from 'react-router';
import { ChargebackListPage } from '../../features/dispute/pages/list-page';
import { paths } from '../paths';

/** /transaction/refuse: a chargeback ID opens its details, a transaction ID the transaction. */
export default function ChargebackListRoute() {
  const navigate = useNavigate();
  return <ChargebackListPage onOpen={(id) => navigate(paths.chargebackDetails(id))} onOpenTransaction={(id) => navigate(paths.transactionDetails(id))} />;
}
