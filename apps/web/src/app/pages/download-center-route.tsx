import { DownloadCenterPage } from '../../features/download/pages/download-center-page';

/** /download: the operator's export tasks. */
export default function DownloadCenterRoute() {
  return <DownloadCenterPage />;
}
