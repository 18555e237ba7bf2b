import { useNavigate } from 'react-router';
import { CaseListPage } from '../../features/dispute/pages/case-list-page';
import { paths } from '../paths';

/** /transaction/dispute: a case opens its file, a transaction ID the transaction. */
export default function DisputeCaseListRoute() {
  const navigate = useNavigate();
  return <CaseListPage onOpen={(id) => navigate(paths.disputeCase(id))} onOpenTransaction={(id) => navigate(paths.transactionDetails(id))} />;
}
