import { PaymentSettingPage } from '../../features/checkout/pages/payment-setting-page';

export default function PaymentSettingRoute() {
  return <PaymentSettingPage />;
}
