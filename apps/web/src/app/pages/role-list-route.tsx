import { RoleListPage } from '../../features/team/pages/role-list-page';
import { paths } from '../paths';

/** /permission/role: a role's name opens its details. */
export default function RoleListRoute() {
  return <RoleListPage viewHref={paths.roleView} />;
}
