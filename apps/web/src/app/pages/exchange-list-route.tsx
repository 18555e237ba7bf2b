import { useNavigate } from 'react-router';
import { ExchangeListPage } from '../../features/exchange/pages/exchange-list-page';
import { paths } from '../paths';

/** /wallet/exchange: "New exchange" opens the amount step. */
export default function ExchangeListRoute() {
  const navigate = useNavigate();
  return <ExchangeListPage onAdd={() => navigate(paths.walletExchangeAmount())} />;
}
