import { blacklistImportReport } from '@crossbill/contracts/endpoints/blacklist';
import { downloadFrom } from '../../../lib/call';

/** The row-by-row error report of a blacklist import. */
export const downloadImportReport = (id: number) => downloadFrom(blacklistImportReport, { query: { id } });
