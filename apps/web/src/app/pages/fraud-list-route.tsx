import { useNavigate } from 'react-router';
import { FraudListPage } from '../../features/fraud/pages/list-page';
import { paths } from '../paths';

/** /risk/fraud-notification: a notification ID opens its details, a transaction ID the transaction. */
export default function FraudListRoute() {
  const navigate = useNavigate();
  return <FraudListPage onOpen={(id) => navigate(paths.fraudDetails(id))} onOpenTransaction={(id) => navigate(paths.transactionDetails(id))} />;
}
