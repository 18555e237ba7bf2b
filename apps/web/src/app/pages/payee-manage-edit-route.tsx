import { useNavigate, useSearchParams } from 'react-router';
import { SETTLEMENT_ACCOUNTS } from '../../features/payee/api/surface';
import { PayeeEditPage } from '../../features/payee/pages/payee-edit-page';
import { paths } from '../paths';

/** /settlement/payee-manage/add and /edit?id=: one own settlement account. */
export default function PayeeManageEditRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return <PayeeEditPage key={id ?? 'new'} surface={SETTLEMENT_ACCOUNTS} id={id} onDone={() => navigate(paths.payeeManage())} />;
}
