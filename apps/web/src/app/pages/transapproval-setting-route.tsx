import { useNavigate } from 'react-router';
import { SettingPage } from '../../features/transfer-approval/pages/setting-page';
import { paths } from '../paths';

/** security/transapproval: Edit opens transapproval/edit. */
export default function TransApprovalSettingRoute() {
  const navigate = useNavigate();
  return <SettingPage onEdit={() => navigate(paths.transApprovalEdit())} />;
}
