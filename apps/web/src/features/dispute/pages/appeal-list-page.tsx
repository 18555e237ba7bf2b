import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { REBUTTAL_GROUPS, type RebuttalGroup } from '@crossbill/contracts/rebuttal-list';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { rebuttalEntity } from '../appeal-entity';

const DEFAULT_GROUP: RebuttalGroup = 'all';

export const rebuttalGroupOf = (v: string | null): RebuttalGroup =>
  (REBUTTAL_GROUPS as readonly string[]).includes(v ?? '') ? (v as RebuttalGroup) : DEFAULT_GROUP;

/**
 * /transaction/appeal: the rebuttals of both rounds by quick filter (all, drafts, submitted,
 * decided) and the filters, all held in the URL like the chargeback list's.
 */
export function AppealListPage({ onOpenChargeback, onEdit }: { onOpenChargeback: (chargebackId: string) => void; onEdit: (chargebackId: string) => void }) {
  const { t } = useTranslation('dispute');
  const { params, update } = useUrlFilters();
  const group = rebuttalGroupOf(params.get('group'));
  return (
    <EntityListPage title={t('appeal.list.title')}>
      {/* buttons rather than tabs: they wrap on a phone (as on the chargeback list) */}
      <Radio.Group
        aria-label={t('appeal.group.label')}
        optionType="button"
        buttonStyle="solid"
        value={group}
        onChange={(e) => update({ group: e.target.value === DEFAULT_GROUP ? undefined : String(e.target.value) })}
        options={REBUTTAL_GROUPS.map((g) => ({ value: g, label: t(`appeal.group.${g}`) }))}
      />
      <EntityTable entity={rebuttalEntity} fixedQuery={{ group }} go={{ chargeback: onOpenChargeback, edit: onEdit }} />
    </EntityListPage>
  );
}
