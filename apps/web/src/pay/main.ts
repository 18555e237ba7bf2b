import './pay.css';
import type { PayBody } from '@crossbill/contracts/hosted-checkout';
import { cancelSession, paySession, readSession, Refusal } from './api.ts';
import { h } from './dom.ts';
import { amountOf, type PageContext } from './context.ts';
import { paymentForm } from './form.ts';
import { pickLanguage, translator } from './i18n.ts';
import { textColourOn } from '@crossbill/contracts/contrast';
import { challengeScreen, messageScreen, resultScreen } from './screens.ts';

/**
 * The hosted payment page (/pay/<sessionId>, or /pay/embed/<sessionId> inside an iframe): plain
 * DOM code, no framework, so that a customer's phone loads little. Reads the session, shows the
 * merchant's brand and the form, pays through the page's own server and shows the outcome.
 */
const CODES = { expired: '00031|20050', closed: '00031|20051' };

function header(c: PageContext): HTMLElement | null {
  if (c.embed) return null;
  const brand = c.session.look.brand;
  const colour = brand?.colour ?? '#1f3a5f';
  const band = h(
    'header',
    { class: 'brand', style: `background:${colour};color:${textColourOn(colour)}` },
    brand?.logoUrl ? h('img', { src: brand.logoUrl, alt: '', class: 'logo' }) : null,
    h('span', { class: 'merchant' }, c.session.merchantName),
  );
  document.documentElement.style.setProperty('--brand', colour);
  document.documentElement.style.setProperty('--on-brand', textColourOn(colour));
  const s = c.session;
  const summary = h(
    'div',
    { class: 'summary' },
    h('p', { class: 'label' }, c.t('amountDue')),
    h('p', { class: 'amount' }, amountOf(c)),
    s.merchantOrderId ? h('p', { class: 'hint' }, `${c.t('orderId')}: ${s.merchantOrderId}`) : null,
  );
  return h('div', {}, band, summary);
}

async function boot(): Promise<void> {
  const root = document.getElementById('app')!;
  const m = /^\/pay\/(embed\/)?([^/]+)\/?$/.exec(window.location.pathname);
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  let lang = pickLanguage(null, browser);
  let t = translator(lang);
  const bare = (el: HTMLElement) => {
    root.replaceChildren(el);
    el.querySelector('h1')?.focus();
  };
  if (!m) return bare(messageScreen(t('notFoundTitle'), t('notFoundText')));
  const sessionId = decodeURIComponent(m[2]!);
  let session;
  try {
    session = await readSession(sessionId, lang);
  } catch (e) {
    if (e instanceof Refusal && (e.status === 404 || e.status === 422)) return bare(messageScreen(t('notFoundTitle'), t('notFoundText')));
    return bare(messageScreen(t('errorTitle'), t('errorText'), { label: t('retry'), run: () => window.location.reload() }));
  }
  lang = pickLanguage(session.locale, browser);
  t = translator(lang);
  document.documentElement.lang = lang === 'zh-cn' ? 'zh-CN' : 'en';
  document.title = `${t('title')} · ${session.merchantName}`;

  const main = h('main', {});
  const c: PageContext = {
    sessionId,
    embed: Boolean(m[1]),
    lang,
    t,
    session,
    root,
    show(screen, quiet) {
      main.replaceChildren(screen);
      if (!quiet) screen.querySelector('h1')?.focus();
    },
  };
  root.replaceChildren(...[header(c), main].filter((x): x is HTMLElement => x !== null));

  const reload = async () => {
    c.session = await readSession(sessionId, lang);
  };
  const showResult = (): void =>
    c.show(
      resultScreen(c, async () => {
        await reload();
        showResult();
      }),
    );

  const send = async (body: PayBody, form?: ReturnType<typeof paymentForm>) => {
    form?.busy(true);
    try {
      const answer = await paySession(sessionId, body, lang);
      c.session = answer.session;
      if (answer.challenge) return c.show(challengeScreen(c, body, (b) => void send(b)));
      showResult();
    } catch (e) {
      if (!(e instanceof Refusal)) return form ? form.formError(t('errorText')) : showForm(t('errorText'));
      if (e.respCode === CODES.expired || e.respCode === CODES.closed) return void (await reload(), showResult());
      if (e.status === 429) return c.show(messageScreen(t('errorTitle'), t('tooMany')));
      // a refusal after the challenge step: back to the form with the server's words
      if (!form) return showForm(e.fieldErrors[0]?.message ?? e.message);
      if (!form.fieldErrors(e.fieldErrors)) form.formError(e.fieldErrors[0]?.message ?? e.message);
    } finally {
      form?.busy(false);
    }
  };

  const cancel = session.look.brand?.allowCancel
    ? async () => {
        try {
          window.location.assign((await cancelSession(sessionId, lang)).returnTo);
        } catch {
          await reload();
          showResult();
        }
      }
    : null;

  function showForm(error?: string) {
    const form = paymentForm(c, (body) => void send(body, form), cancel);
    c.show(h('section', { class: 'screen' }, h('h1', { tabindex: '-1', class: 'visually-hidden' }, t('title')), form.el), !error);
    if (error) form.formError(error);
  }

  if (session.status === 'open') showForm();
  else showResult();
}

void boot();
