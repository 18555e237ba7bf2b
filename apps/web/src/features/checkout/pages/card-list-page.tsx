import { Button, Card, Space, Table, Tag } from 'antd';
import { PlusOutlined, VerticalAlignBottomOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CheckoutCard } from '@crossbill/contracts/checkout';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { paymentMethodLabel } from '../../../lib/payment-labels';
import { toast } from '../../../lib/toast';
import { useCheckoutCards } from '../api/get-cards';
import { useMoveCard } from '../api/save-card';
import { MethodLabel } from '../components/method-label';
import { WebsitesText } from '../components/websites-field';

/**
 * checkout/card: the payment methods the hosted page offers, in its order. Spec 5: a method moves
 * only to the highest or the lowest priority.
 */
export function CardListPage({ onAdd, onView, onEdit }: { onAdd: () => void; onView: (id: number) => void; onEdit: (id: number) => void }) {
  const { t } = useTranslation(['checkout']);
  const cards = useCheckoutCards();
  const move = useMoveCard();
  const rows = cards.data?.content ?? [];
  const moveTo = (c: CheckoutCard, to: 'top' | 'bottom') =>
    move.mutate({ id: c.id, to }, { onSuccess: () => toast.success(t(to === 'top' ? 'card.movedTop' : 'card.movedBottom')) });

  return (
    <EntityListPage
      title={t('card.title')}
      intro={t('card.intro')}
      actions={
        <Access code="checkout:card:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('card.add')}
          </Button>
        </Access>
      }
    >
      <Card>
        <Table<CheckoutCard>
          rowKey="id"
          size="middle"
          loading={cards.isPending}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('card.empty') }}
          columns={[
            { title: t('field.priority'), dataIndex: 'priority', width: 90 },
            { title: t('field.method'), dataIndex: 'method', render: (m: string) => <MethodLabel method={m} /> },
            { title: t('field.kind'), dataIndex: 'kind', render: (k: string) => t(`kind.${k}`) },
            { title: t('field.websites'), key: 'websites', render: (_, c) => <WebsitesText allWebsites={c.allWebsites} websites={c.websites} /> },
            {
              title: t('field.status'),
              dataIndex: 'enabled',
              render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{t(on ? 'status.enabled' : 'status.disabled')}</Tag>,
            },
            {
              title: t('list.actions'),
              key: 'actions',
              render: (_, c) => (
                <Space size={0} wrap>
                  <Button type="link" onClick={() => onView(c.id)}>
                    {t('list.view')}
                  </Button>
                  <Access code="checkout:card:edit">
                    <Button type="link" onClick={() => onEdit(c.id)}>
                      {t('list.edit')}
                    </Button>
                    <Button
                      type="link"
                      icon={<VerticalAlignTopOutlined aria-hidden />}
                      disabled={c.priority === 1 || move.isPending}
                      onClick={() => moveTo(c, 'top')}
                      aria-label={t('card.moveTopOf', { method: paymentMethodLabel(c.method) })}
                    >
                      {t('card.moveTop')}
                    </Button>
                    <Button
                      type="link"
                      icon={<VerticalAlignBottomOutlined aria-hidden />}
                      disabled={c.priority === rows.length || move.isPending}
                      onClick={() => moveTo(c, 'bottom')}
                      aria-label={t('card.moveBottomOf', { method: paymentMethodLabel(c.method) })}
                    >
                      {t('card.moveBottom')}
                    </Button>
                  </Access>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </EntityListPage>
  );
}
