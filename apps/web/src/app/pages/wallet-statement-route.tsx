import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../features/session/api/get-session';
import { StatementPage } from '../../features/wallet/pages/statement-page';
import { paths } from '../paths';

/** /wallet/balance/view?currency=XXX: back goes to the balances (the aggregate merchant's payout side). */
export default function WalletStatementRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const aggregate = useSession().data?.userInfo.isAggregateMerchant === true;
  const balances = aggregate ? paths.aggregateWalletBalance('payout') : paths.walletBalance();
  if (!/^[A-Z]{3}$/.test(params.get('currency') ?? '')) return <Navigate to={balances} replace />;
  return <StatementPage onBack={() => navigate(balances)} onOpenBatch={(currency, reference) => navigate(paths.walletBatch(currency, reference))} />;
}
