import { Space } from 'antd';
import { CreditCardOutlined, WalletOutlined } from '@ant-design/icons';
import { methodKindOf } from '@crossbill/contracts/checkout';
import { paymentMethodLabel } from '../../../lib/payment-labels';

/** A payment method with the icon of its kind (card brand or local method) and its name. */
export function MethodLabel({ method }: { method: string }) {
  return (
    <Space size={6}>
      {methodKindOf(method) === 'card' ? <CreditCardOutlined aria-hidden /> : <WalletOutlined aria-hidden />}
      <span>{paymentMethodLabel(method)}</span>
    </Space>
  );
}
