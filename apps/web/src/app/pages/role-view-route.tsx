import { useNavigate, useSearchParams } from 'react-router';
import { RoleViewPage } from '../../features/team/pages/role-view-page';
import { paths } from '../paths';

/** /permission/role/view?id=: one role, read only. */
export default function RoleViewRoute() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  return <RoleViewPage id={Number.isInteger(id) && id > 0 ? id : null} onBack={() => void navigate(paths.roles())} />;
}
