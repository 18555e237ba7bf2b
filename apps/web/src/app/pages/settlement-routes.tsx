import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BatchDetailPage, BatchesPage, WalletDetailPage } from '../../features/settlement/pages/batches-page';
import { StatementPage } from '../../features/settlement/pages/statement-page';
import { paths } from '../paths';

/** /settlement/balance: the batch list; ?batchId= opens one batch with its transactions. */
export function SettlementBalanceRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (params.get('batchId')) return <BatchDetailPage onBack={() => navigate(paths.settlementBalance())} />;
  return <BatchesPage side="settlement" onOpen={(id) => navigate(paths.settlementBatch(id))} />;
}

export const StatementRoute = StatementPage;

export function WalletSettlementRedirect() {
  return <Navigate to={paths.walletSettlementBatch()} replace />;
}

export function WalletSettlementBatchRoute() {
  const navigate = useNavigate();
  return <BatchesPage side="wallet" onOpen={(id) => navigate(paths.walletSettlementDetails(id))} />;
}

export function WalletSettlementDetailsRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // without a batch there is nothing to show (it waited on a skeleton for ever): the batch list
  if (!params.get('batchId')) return <Navigate to={paths.walletSettlementBatch()} replace />;
  return (
    <WalletDetailPage
      onBack={() => navigate(paths.walletSettlementBatch())}
      onLedger={(currency, id) => navigate(paths.walletBatch(currency, id))}
      onBatch={(id) => navigate(paths.settlementBatch(id))}
    />
  );
}
