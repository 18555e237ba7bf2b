import { blacklistImportTemplate } from '@crossbill/contracts/endpoints/blacklist';
import { downloadFrom } from '../../../lib/call';

/** The import template made for a list (its attribute's example row). */
export const downloadImportTemplate = (listId: number) => downloadFrom(blacklistImportTemplate, { query: { listId } });
