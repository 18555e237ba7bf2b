import { useNavigate } from 'react-router';
import { TransactionQueryPage } from '../../features/transaction/pages/query-page';
import { paths } from '../paths';

/** /transaction/query: a transaction ID opens its details. */
export default function TransactionQueryRoute() {
  const navigate = useNavigate();
  return <TransactionQueryPage onOpen={(id) => navigate(paths.transactionDetails(id))} />;
}
