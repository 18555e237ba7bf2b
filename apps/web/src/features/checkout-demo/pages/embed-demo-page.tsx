import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckoutSession } from '@crossbill/contracts/hosted-checkout';
import { SessionForm } from '../components/session-form';
import { SessionStatusPanel } from '../components/session-status';
import { DemoLayout } from '../components/demo-layout';

/** The embedded form's message (apps/web/src/pay/screens.ts tellParent). */
interface CheckoutMessage {
  type: 'crossbill.checkout';
  sessionId: string;
  status: string;
}

const isCheckoutMessage = (d: unknown): d is CheckoutMessage =>
  typeof d === 'object' && d !== null && (d as CheckoutMessage).type === 'crossbill.checkout' && typeof (d as CheckoutMessage).sessionId === 'string';

/** The snippet a merchant puts on its own site: the iframe, and a listener that trusts only our origin. */
export function embedSnippet(origin: string, sessionId: string): string {
  return [
    `<iframe src="${origin}/pay/embed/${sessionId}" title="Payment" style="width:100%;max-width:480px;height:640px;border:0"></iframe>`,
    '<script>',
    "  window.addEventListener('message', function (event) {",
    `    if (event.origin !== '${origin}' || !event.data || event.data.type !== 'crossbill.checkout') return;`,
    '    // event.data.status: paid, failed, pending, expired or cancelled; confirm it on your server',
    `    // with GET /v1/checkout/sessions/${sessionId} before you ship anything`,
    '  });',
    '</script>',
  ].join('\n');
}

/**
 * Checkout › cp-form-demo: the hosted page's form embedded in an iframe on this page; the form tells
 * this page the outcome by postMessage (sent to the session's return URL's origin, this portal),
 * and the snippet shows how a merchant's own site does the same.
 */
export function EmbedDemoPage() {
  const { t } = useTranslation('checkout-demo');
  const [session, setSession] = useState<CheckoutSession | null>(null);
  const [reported, setReported] = useState<string | null>(null);

  useEffect(() => {
    const listen = (e: MessageEvent) => {
      // only the form served by this origin speaks for a session
      if (e.origin !== window.location.origin || !isCheckoutMessage(e.data)) return;
      setReported(e.data.sessionId);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  return (
    <DemoLayout title={t('embed.title')} intro={t('embed.intro')}>
      <SessionForm
        kind="embed"
        onCreated={(s) => {
          setReported(null);
          setSession(s);
        }}
      />
      {session && (
        <div style={{ marginTop: 24 }}>
          {reported === session.sessionId && (
            <div style={{ marginBottom: 16 }} data-testid="embed-result">
              <SessionStatusPanel key={reported} sessionId={reported} />
            </div>
          )}
          <iframe
            key={session.sessionId}
            src={`/pay/embed/${session.sessionId}`}
            title={t('embed.frameTitle')}
            style={{ width: '100%', maxWidth: 480, height: 640, border: '1px solid #d9d9d9', borderRadius: 8 }}
          />
          <Typography.Title level={5}>{t('embed.snippet')}</Typography.Title>
          <Typography.Paragraph copyable={{ text: embedSnippet(window.location.origin, session.sessionId) }}>
            <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>{embedSnippet(window.location.origin, session.sessionId)}</pre>
          </Typography.Paragraph>
        </div>
      )}
    </DemoLayout>
  );
}
