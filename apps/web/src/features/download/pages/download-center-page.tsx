import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { downloadEntity } from '../entity';

/**
 * /download: every export task of the operator (default: the last 30 days), filtered by file name,
 * status and days (?fileName&fileStatus&begin&end&page&size); a ready file downloads and is marked read.
 */
export function DownloadCenterPage() {
  const { t } = useTranslation('download');
  return (
    <EntityListPage title={t('centerTitle')} intro={t('hint')}>
      <EntityTable entity={downloadEntity} />
    </EntityListPage>
  );
}
