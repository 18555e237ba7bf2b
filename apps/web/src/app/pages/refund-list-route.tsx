import { useNavigate } from 'react-router';
import { RefundListPage } from '../../features/refund/pages/list-page';
import { paths } from '../paths';

/** /transaction/refund: a refund ID opens its details, a transaction ID the transaction. */
export default function RefundListRoute() {
  const navigate = useNavigate();
  return <RefundListPage onOpen={(id) => navigate(paths.refundDetails(id))} onOpenTransaction={(id) => navigate(paths.transactionDetails(id))} />;
}
