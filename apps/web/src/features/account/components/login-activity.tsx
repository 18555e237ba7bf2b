import { EntityTable } from '../../../components/entity-table/entity-table';
import { loginActivityEntity } from '../entity';

/** Sign-in activity of the current merchant, paged on the server (?page&size), with an export to the download center. */
export function LoginActivity() {
  return <EntityTable entity={loginActivityEntity} />;
}
