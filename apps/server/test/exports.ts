import type { TestServer } from './harness.ts';
import { sheetRows } from './xlsx-upload.ts';

/** Poll the download center until the task leaves GI (the job runs in this process), at most ~10 s. */
export async function waitForExport(
  s: TestServer,
  cookie: string,
  id: number,
  query = '',
): Promise<{ fileStatus: string; fileName: string; fileUrl: string | null; downloadFlag: number }> {
  for (let i = 0; i < 50; i++) {
    const res = await s.api('GET', `/downloadFile/queryDownloads?size=100${query}`, { cookie });
    const task = res.body.data.content.find((t: { id: number }) => t.id === id);
    if (task && task.fileStatus !== 'GI') return task;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`task ${id} still generating`);
}

/** The rows (header first, as text) of a finished export, downloaded as the user would. */
export async function exportedRows(s: TestServer, cookie: string, id: number): Promise<string[][]> {
  const task = await waitForExport(s, cookie, id);
  if (task.fileStatus !== 'GS') throw new Error(`task ${id} ended ${task.fileStatus}`);
  return sheetRows(s, `/downloadFile/download/${id}`, cookie);
}
