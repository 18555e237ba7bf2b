import { EmbedDemoPage } from '../../features/checkout-demo/pages/embed-demo-page';
import { HostedDemoPage } from '../../features/checkout-demo/pages/hosted-demo-page';

/** /demo */
export const HostedDemoRoute = () => <HostedDemoPage />;

/** /cp-form-demo */
export const EmbedDemoRoute = () => <EmbedDemoPage />;
