import { useNavigate } from 'react-router';
import { SETTLEMENT_ACCOUNTS } from '../../features/payee/api/surface';
import { PayeeListPage } from '../../features/payee/pages/payee-list-page';
import { paths } from '../paths';

/** /settlement/payee-manage: the merchant's own settlement accounts. */
export default function PayeeManageListRoute() {
  const navigate = useNavigate();
  return (
    <PayeeListPage
      surface={SETTLEMENT_ACCOUNTS}
      onAdd={() => navigate(paths.payeeManageAdd())}
      onEdit={(id) => navigate(paths.payeeManageEdit(id))}
      onView={(id) => navigate(paths.payeeManageView(id))}
    />
  );
}
