import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { noticeEntity } from '../entity';

/** /notice/list: every notice with its read state, filtered by title and read state (?title&read&page&size). */
export function NoticeListPage({ detailHref }: { detailHref: (id: number) => string }) {
  const { t } = useTranslation('notice');
  return (
    <EntityListPage title={t('title')}>
      <EntityTable entity={noticeEntity} href={(n) => detailHref(n.id)} />
    </EntityListPage>
  );
}
