import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHARGEBACK_GROUPS, type ChargebackGroup } from '@crossbill/contracts/dispute-states';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { chargebackEntity } from '../entity';

/** The tab a merchant lands on: what still needs an answer before its due date. */
const DEFAULT_GROUP: ChargebackGroup = 'received';

export const groupOf = (v: string | null): ChargebackGroup =>
  (CHARGEBACK_GROUPS as readonly string[]).includes(v ?? '') ? (v as ChargebackGroup) : DEFAULT_GROUP;

/**
 * /transaction/refuse: the chargebacks by quick filter (spec 4: received, in rebuttal, all, won,
 * loss, closed) and the filters; the tab lives in the URL (?group) like the filters, so a reload or a
 * shared link shows the same rows.
 */
export function ChargebackListPage({ onOpen, onOpenTransaction }: { onOpen: (chargebackId: string) => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('dispute');
  const { params, update } = useUrlFilters();
  const group = groupOf(params.get('group'));
  return (
    <EntityListPage title={t('list.title')}>
      {/* buttons rather than tabs: they wrap on a phone, where antd's tab overflow menu breaks the tab list's roles */}
      <Radio.Group
        aria-label={t('group.label')}
        optionType="button"
        buttonStyle="solid"
        value={group}
        onChange={(e) => update({ group: e.target.value === DEFAULT_GROUP ? undefined : String(e.target.value) })}
        options={CHARGEBACK_GROUPS.map((g) => ({ value: g, label: t(`group.${g}`) }))}
      />
      <EntityTable entity={chargebackEntity} fixedQuery={{ group }} open={(r) => onOpen(r.chargebackId)} go={{ transaction: onOpenTransaction }} />
    </EntityListPage>
  );
}
