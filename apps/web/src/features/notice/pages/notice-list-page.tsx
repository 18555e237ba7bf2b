import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { noticeEntity } from '../entity';

/** /notice/list: every notice with its read state, filtered by title and read state (?title&read&page&size). */
export function NoticeListPage({ detailHref }: { detailHref: (id: number) => string }) {
  const { t } = useTranslation('notice');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <EntityTable entity={noticeEntity} href={(n) => detailHref(n.id)} />
    </div>
  );
}
