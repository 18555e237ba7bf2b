import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ExchangeReviewPage } from '../../features/exchange/pages/exchange-review-page';
import { exchangeRequestOf, paths } from '../paths';

/** /wallet/exchange/add/review?sell&buy&side&amount: without a request it starts at the amount step. */
export default function ExchangeReviewRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const body = exchangeRequestOf(params);
  if (!body) return <Navigate to={paths.walletExchangeAmount()} replace />;
  return (
    <ExchangeReviewPage
      key={params.toString()}
      body={body}
      onBack={() => navigate(paths.walletExchangeAmount(body))}
      onList={() => navigate(paths.walletExchange())}
      onAgain={() => navigate(paths.walletExchangeAmount())}
    />
  );
}
