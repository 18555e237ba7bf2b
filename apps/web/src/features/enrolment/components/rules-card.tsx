import type { ReactNode } from 'react';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RdrRules } from '@crossbill/contracts/enrolment';
import type { RdrRule } from '@crossbill/contracts/enrolment-states';
import { countryName } from '@crossbill/contracts/countries';
import { formatAmount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';

/** A list of values on one line; a dash for none. */
export const listed = (v: string[]) => (v.length ? v.join(', ') : '—');

/**
 * An RDR enrolment's decision rules: on the enrolment's view, and on an RDR alert's (the rules it
 * was decided by, the one that matched marked).
 */
export function RulesCard({ rules, title, matched }: { rules: RdrRules; title?: string; matched?: RdrRule | null }) {
  const { t } = useTranslation('enrolment');
  const language = currentLanguage();
  const item = (key: RdrRule, label: string, children: ReactNode) => ({
    key,
    label:
      matched === key ? (
        <span>
          {label} <Tag color="green">{t('form.matched')}</Tag>
        </span>
      ) : (
        label
      ),
    children,
  });
  return (
    <Card title={title ?? t('form.rules')}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          item(
            'amount',
            t('form.maxAmounts'),
            rules.maxAmounts.length ? rules.maxAmounts.map((m) => formatAmount(m.amount, m.currency, language)).join(', ') : '—',
          ),
          item('reasonCode', t('form.reasonCodes'), listed(rules.reasonCodes)),
          item('cardBin', t('form.cardBins'), listed(rules.cardBins)),
          item('country', t('form.countries'), listed(rules.countries.map((c) => countryName(c, language)))),
        ]}
      />
    </Card>
  );
}
