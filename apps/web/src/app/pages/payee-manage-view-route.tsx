import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SETTLEMENT_ACCOUNTS } from '../../features/payee/api/surface';
import { PayeeViewPage } from '../../features/payee/pages/payee-view-page';
import { paths } from '../paths';

/** /settlement/payee-manage/view?id=: one own settlement account, read only. */
export default function PayeeManageViewRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.payeeManage()} replace />;
  return (
    <PayeeViewPage surface={SETTLEMENT_ACCOUNTS} id={id} onBack={() => navigate(paths.payeeManage())} onEdit={() => navigate(paths.payeeManageEdit(id))} />
  );
}
