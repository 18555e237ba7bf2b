import { useNavigate } from 'react-router';
import { AppealListPage } from '../../features/dispute/pages/appeal-list-page';
import { paths } from '../paths';

/** /transaction/appeal: a chargeback ID opens the chargeback, Continue draft the editor. */
export default function RebuttalListRoute() {
  const navigate = useNavigate();
  return <AppealListPage onOpenChargeback={(id) => navigate(paths.chargebackDetails(id))} onEdit={(id) => navigate(paths.rebuttalEdit(id))} />;
}
