import { useNavigate } from 'react-router';
import { BalancePage } from '../../features/wallet/pages/balance-page';
import { paths } from '../paths';

/** /wallet/balance and /wallet/balance/aggregate/:type: a row opens the currency's statement. */
export default function WalletBalanceRoute() {
  const navigate = useNavigate();
  return <BalancePage onOpenStatement={(currency) => navigate(paths.walletStatement(currency))} />;
}
