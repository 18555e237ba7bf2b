import { ADMIN_ROLE_NAME } from '@crossbill/contracts/constants';
import { translate } from './i18n';

/** A role's name as shown: the built-in administrator role's default name in the operator's language; any other name as its merchant wrote it. */
export const roleName = (name: string): string => (name === ADMIN_ROLE_NAME ? translate('messages:team.adminRoleName') : name);
