import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DividendDetailPage } from '../../features/dividend/pages/detail-page';
import { DividendListPage } from '../../features/dividend/pages/list-page';
import { paths } from '../paths';

/** /transaction/dividend: a split opens its details. */
export function DividendListRoute() {
  const navigate = useNavigate();
  return <DividendListPage onOpen={(id) => navigate(paths.dividendDetail(id))} href={paths.dividendDetail} />;
}

/** /transaction/dividend/detail?splitId= (a malformed id goes back to the list; an unknown one is told by the page) */
export function DividendDetailRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('splitId') ?? '';
  if (!/^SP\d{8,24}$/.test(id)) return <Navigate to={paths.dividend()} replace />;
  return <DividendDetailPage key={id} splitId={id} onBack={() => navigate(-1)} openTransaction={(t) => navigate(paths.transactionDetails(t))} />;
}
