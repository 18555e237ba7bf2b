import { useNavigate, useSearchParams } from 'react-router';
import { ExchangeAmountPage } from '../../features/exchange/pages/exchange-amount-page';
import { exchangeRequestOf, paths } from '../paths';

/** /wallet/exchange/add/amount: continue carries the request to the review step in the URL (back keeps it). */
export default function ExchangeAmountRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <ExchangeAmountPage
      initial={exchangeRequestOf(params)}
      onContinue={(body) => navigate(paths.walletExchangeReview(body))}
      onCancel={() => navigate(paths.walletExchange())}
    />
  );
}
