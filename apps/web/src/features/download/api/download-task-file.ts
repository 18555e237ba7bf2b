import { downloadTaskFile as downloadTaskFileEndpoint } from '@crossbill/contracts/endpoints/download';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { downloadFrom } from '../../../lib/call';

/** Saves a ready task's file; resolves true when a file was saved. */
export const downloadTaskFile = (task: DownloadTask) => downloadFrom(downloadTaskFileEndpoint, { params: { id: task.id } }, { fallbackName: task.fileName });
