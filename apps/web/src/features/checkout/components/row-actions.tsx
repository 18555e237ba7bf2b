import { Button, Space } from 'antd';
import { VerticalAlignBottomOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CheckoutBrand, CheckoutCard } from '@crossbill/contracts/checkout';
import { Access } from '../../../components/access';
import { paymentMethodLabel } from '../../../lib/payment-labels';
import { toast } from '../../../lib/toast';
import { useCheckoutCards } from '../api/get-cards';
import { useMoveCard } from '../api/save-card';

/** A method's buttons: view, edit, and (spec 5) move to the highest or the lowest priority. */
export function CardRowActions({ card, onView, onEdit }: { card: CheckoutCard; onView: () => void; onEdit: () => void }) {
  const { t } = useTranslation(['checkout']);
  // the list the table shows (same query, read from the cache): the last method cannot go lower
  const total = useCheckoutCards().data?.total ?? 0;
  const move = useMoveCard();
  const moveTo = (to: 'top' | 'bottom') =>
    move.mutate({ id: card.id, to }, { onSuccess: () => toast.success(t(to === 'top' ? 'card.movedTop' : 'card.movedBottom')) });
  const method = paymentMethodLabel(card.method);
  return (
    <Space size={0} wrap>
      <Button type="link" onClick={onView}>
        {t('list.view')}
      </Button>
      <Access code="checkout:card:edit">
        <Button type="link" onClick={onEdit}>
          {t('list.edit')}
        </Button>
        <Button
          type="link"
          icon={<VerticalAlignTopOutlined aria-hidden />}
          disabled={card.priority === 1 || move.isPending}
          onClick={() => moveTo('top')}
          aria-label={t('card.moveTopOf', { method })}
        >
          {t('card.moveTop')}
        </Button>
        <Button
          type="link"
          icon={<VerticalAlignBottomOutlined aria-hidden />}
          disabled={card.priority >= total || move.isPending}
          onClick={() => moveTo('bottom')}
          aria-label={t('card.moveBottomOf', { method })}
        >
          {t('card.moveBottom')}
        </Button>
      </Access>
    </Space>
  );
}

/** A brand's buttons, named by the brand (several rows say View and Edit). */
export function BrandRowActions({ brand, onView, onEdit }: { brand: CheckoutBrand; onView: () => void; onEdit: () => void }) {
  const { t } = useTranslation(['checkout']);
  const name = brand.name || `#${brand.id}`;
  return (
    <Space size={0}>
      <Button type="link" onClick={onView} aria-label={t('brand.viewOf', { name })}>
        {t('list.view')}
      </Button>
      <Access code="checkout:brand:edit">
        <Button type="link" onClick={onEdit} aria-label={t('brand.editOf', { name })}>
          {t('list.edit')}
        </Button>
      </Access>
    </Space>
  );
}
