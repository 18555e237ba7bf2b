import { useTranslation } from 'react-i18next';
import type { ImportItem } from '@crossbill/contracts/content';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { importEntity } from '../entity';

/**
 * /upload/details: every file the merchant imported (batch transfers, refunds, tracking numbers),
 * filtered by type, parse state, file name and days (?kind&status&fileName&begin&end&page&size), with
 * its progress, counts and error report. `openImport` leads to the page the import belongs to.
 */
export function UploadDetailsPage({ openImport }: { openImport: (item: ImportItem) => void }) {
  const { t } = useTranslation('upload');
  return (
    <EntityListPage title={t('title')} intro={t('hint')}>
      <EntityTable entity={importEntity} open={openImport} />
    </EntityListPage>
  );
}
