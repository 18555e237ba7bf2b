import { useNavigate } from 'react-router';
import { EditPage } from '../../features/transfer-approval/pages/edit-page';
import { paths } from '../paths';

/** transapproval/edit: Next goes to the confirmation, Cancel back to the setting. */
export default function TransApprovalEditRoute() {
  const navigate = useNavigate();
  return <EditPage onNext={() => navigate(paths.transApprovalConfirm())} onCancel={() => navigate(paths.transApproval())} />;
}
