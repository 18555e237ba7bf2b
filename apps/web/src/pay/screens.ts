import { returnTo, type SessionStatus } from '@crossbill/contracts/checkout-page';
import type { PayBody } from '@crossbill/contracts/hosted-checkout';
import { h } from './dom.ts';
import { amountOf, merchantOf, type PageContext } from './context.ts';
import type { Key } from './i18n.ts';

/** Seconds before the brand's auto redirect sends the customer back (spec 9: within 5 seconds). */
export const REDIRECT_SECONDS = 5;

/** A screen: its heading takes the focus, so a screen reader announces the change. */
export function screen(title: string, ...body: Array<Node | string | null | false>): HTMLElement {
  return h('section', { class: 'screen' }, h('h1', { tabindex: '-1' }, title), ...body);
}

/** The sandbox's 3-D Secure step: the customer's answer continues the payment (the card stays in memory only). */
export function challengeScreen(c: PageContext, body: PayBody, send: (body: PayBody) => void): HTMLElement {
  const { t } = c;
  const answer = (authentication: 'completed' | 'failed') => () => send({ ...body, authentication });
  return screen(
    t('challengeTitle'),
    h('p', {}, t('challengeText', { amount: amountOf(c), merchant: merchantOf(c) })),
    h('p', { class: 'hint' }, t('challengeSandbox')),
    h('button', { type: 'button', class: 'primary', onclick: answer('completed') }, t('challengeComplete')),
    h('button', { type: 'button', class: 'secondary', onclick: answer('failed') }, t('challengeFail')),
  );
}

const TITLES: Record<SessionStatus, Key> = {
  open: 'title',
  paid: 'paidTitle',
  failed: 'failedTitle',
  pending: 'pendingTitle',
  expired: 'expiredTitle',
  cancelled: 'cancelledTitle',
};

/** Tell the embedding page the outcome: only to the return URL's origin, never to any window ('*'). */
export function tellParent(c: PageContext): void {
  if (!c.embed || window.parent === window) return;
  const s = c.session;
  const message = { type: 'crossbill.checkout', sessionId: s.sessionId, status: s.status, transactionId: s.result?.transactionId ?? null };
  window.parent.postMessage(message, new URL(s.returnUrl).origin);
}

/**
 * The outcome: paid, failed, pending (what the customer must still do, and a status check), expired
 * or cancelled. Outside an iframe, a link back to the shop; with the brand's auto redirect, a
 * countdown to it (not while a local payment waits for the customer).
 */
export function resultScreen(c: PageContext, recheck: () => Promise<void>): HTMLElement {
  const { t, session: s } = c;
  const status = s.status;
  const body: Array<Node | null> = [];
  if (status === 'paid') body.push(h('p', {}, t('paidText', { amount: amountOf(c), merchant: merchantOf(c) })));
  if (status === 'failed') body.push(h('p', {}, t('failedText')));
  if (status === 'expired') body.push(h('p', {}, t('expiredText')));
  if (s.result) body.push(h('p', { class: 'hint' }, t('reference', { reference: s.result.transactionId })));
  if (status === 'pending' && s.result) {
    const time = s.result.payBy ? new Date(s.result.payBy).toLocaleTimeString(c.lang === 'zh-cn' ? 'zh-CN' : 'en', { hour: '2-digit', minute: '2-digit' }) : '';
    const live = h('p', { role: 'status', class: 'hint' });
    body.unshift(h('p', {}, t('pendingText', { method: t(`m_${s.result.paymentMethod}` as Key), amount: amountOf(c), time })));
    const check = h('button', { type: 'button', class: 'secondary' }, t('checkStatus'));
    check.addEventListener('click', async () => {
      check.disabled = true;
      await recheck();
      check.disabled = false;
      live.textContent = t('stillPending');
    });
    body.push(check, live);
  }
  tellParent(c);
  if (!c.embed) {
    const href = returnTo(s.returnUrl, s.sessionId, status);
    body.push(h('a', { class: 'button primary', href, id: 'return-now' }, t('returnNow')));
    if (s.look.brand?.autoRedirect && status !== 'pending') {
      let left = REDIRECT_SECONDS;
      const countdown = h('p', { role: 'status', class: 'hint' }, t('redirecting', { n: left }));
      body.push(countdown);
      const timer = window.setInterval(() => {
        left -= 1;
        countdown.textContent = t('redirecting', { n: Math.max(left, 0) });
        if (left <= 0) {
          window.clearInterval(timer);
          window.location.assign(href);
        }
      }, 1000);
    }
  }
  return screen(t(TITLES[status]), ...body);
}

/** A screen with only a message (not found, too many attempts, a failed load) and an optional action. */
export function messageScreen(title: string, text: string, action?: { label: string; run: () => void }): HTMLElement {
  return screen(title, h('p', {}, text), action ? h('button', { type: 'button', class: 'primary', onclick: action.run }, action.label) : null);
}
