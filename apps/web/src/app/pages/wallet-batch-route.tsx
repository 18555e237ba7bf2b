import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BatchPage } from '../../features/wallet/pages/batch-page';
import { paths } from '../paths';

/** /wallet/balance/batch/view?currency&reference: back goes to that currency's statement. */
export default function WalletBatchRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const currency = params.get('currency') ?? '';
  if (!/^[A-Z]{3}$/.test(currency) || !params.get('reference')) return <Navigate to={paths.walletBalance()} replace />;
  return <BatchPage onBack={() => navigate(paths.walletStatement(currency))} />;
}
