import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { TransactionDetailPage } from '../../features/transaction/pages/detail-page';
import { paths } from '../paths';

/** /transaction/details?id= and /transaction/view?id= (opened from other pages): back to the list. */
export default function TransactionDetailRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!/^[A-Z0-9]{6,40}$/.test(id)) return <Navigate to={paths.transactionQuery()} replace />;
  return (
    <TransactionDetailPage
      key={id}
      transactionId={id}
      onBack={() => navigate(paths.transactionQuery())}
      onOpen={(other) => navigate(paths.transactionDetails(other))}
    />
  );
}
