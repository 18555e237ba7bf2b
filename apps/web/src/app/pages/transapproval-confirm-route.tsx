import { useNavigate } from 'react-router';
import { ConfirmPage } from '../../features/transfer-approval/pages/confirm-page';
import { paths } from '../paths';

/** transapproval/confirm: done goes to the setting, back to the edit page (the draft is kept). */
export default function TransApprovalConfirmRoute() {
  const navigate = useNavigate();
  return <ConfirmPage onDone={() => navigate(paths.transApproval())} onBack={() => navigate(paths.transApprovalEdit())} />;
}
