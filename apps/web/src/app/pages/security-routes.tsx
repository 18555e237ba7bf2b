import { Navigate } from 'react-router';
import { paths } from '../paths';

/** /security redirects to its first page (spec 2: security redirects to payment). */
export function SecurityRedirect() {
  return <Navigate to={paths.securityPayment()} replace />;
}
