import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { SubscriptionFigures } from '../components/subscription-figures';
import { subscriptionEntity } from '../entity';

/** /subscription/order: the figures strip over the subscriptions, filtered by status, collection, customer, product, contract, next billing and currency. */
export function SubscriptionListPage({ onOpen, href }: { onOpen: (subscriptionId: string) => void; href: (subscriptionId: string) => string }) {
  const { t } = useTranslation('subscription');
  return (
    <EntityListPage title={t('list.title')} intro={t('list.intro')}>
      <SubscriptionFigures />
      <EntityTable entity={subscriptionEntity} open={(r) => onOpen(r.subscriptionId)} href={(r) => href(r.subscriptionId)} />
    </EntityListPage>
  );
}
