import { brandOf } from '@crossbill/contracts/card';
import { METHOD_COUNTRIES } from '@crossbill/contracts/checkout-page';
import type { LocalMethod } from '@crossbill/contracts/payment';
import type { PayBody } from '@crossbill/contracts/hosted-checkout';
import { h } from './dom.ts';
import { amountOf, type PageContext } from './context.ts';
import type { Key } from './i18n.ts';
import { checkCard, digitsOf, formatNumber, parseExpiry, type CardErrors } from './validate.ts';

type Field = keyof CardErrors;
const FIELD_IDS: Record<Field, string> = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc', holder: 'cc-name' };
/** the server's field names (contracts payment.ts cardInput) → the form's fields */
const SERVER_FIELDS: Record<string, Field> = {
  'card.number': 'number',
  'card.expiryMonth': 'expiry',
  'card.expiryYear': 'expiry',
  'card.cvv': 'cvc',
  'card.holderName': 'holder',
};

export interface FormHandle {
  el: HTMLElement;
  /** show the server's field errors on the fields; false when none of them is a card field */
  fieldErrors(errors: Array<{ field: string; message: string }>): boolean;
  formError(message: string): void;
  busy(on: boolean): void;
}

/** The local methods shown for a country (all of the session's when none is chosen). */
export function methodsOfCountry(methods: readonly string[], country: string): string[] {
  return country ? methods.filter((m) => METHOD_COUNTRIES[m as LocalMethod]?.includes(country)) : [...methods];
}

/**
 * The method choice (in the look's order: cards first or local methods first), the country switch
 * when the brand has it, and the card form or the chosen local method's button.
 */
export function paymentForm(c: PageContext, submit: (body: PayBody) => void, cancel: (() => void) | null): FormHandle {
  const { t, session: s } = c;
  const pay = t('pay', { amount: amountOf(c) });
  let country = s.country && s.countries.includes(s.country) ? s.country : '';
  let method = '';
  const formError = h('p', { class: 'form-error', id: 'form-error', role: 'alert' });
  const choices = h('div', { class: 'choices' });
  const detail = h('div', { class: 'detail' });
  const buttons: HTMLButtonElement[] = [];
  const inputs: Partial<Record<Field, HTMLInputElement>> = {};
  const errorEls: Partial<Record<Field, HTMLElement>> = {};

  const setError = (f: Field, message: string | undefined) => {
    const input = inputs[f]!;
    errorEls[f]!.textContent = message ?? '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };

  const field = (f: Field, label: string, attrs: Record<string, string>, hint?: HTMLElement) => {
    const id = FIELD_IDS[f];
    const error = h('p', { class: 'field-error', id: `${id}-error` });
    const input = h('input', { id, name: id, type: 'text', spellcheck: 'false', 'aria-describedby': [hint?.id, error.id].filter(Boolean).join(' '), ...attrs });
    inputs[f] = input;
    errorEls[f] = error;
    return h('div', { class: 'field' }, h('label', { for: id }, label), input, hint ?? null, error);
  };

  const cardForm = () => {
    const detected = h('p', { class: 'hint', id: 'cc-number-hint', 'aria-live': 'polite' });
    const brands = s.cardBrands.map((b) => t(`b_${b}` as Key)).join(', ');
    const cvcHint = h('p', { class: 'hint', id: 'cc-csc-hint' }, t('cvcHint3'));
    const number = field('number', t('cardNumber'), { inputmode: 'numeric', autocomplete: 'cc-number', maxlength: '23' }, detected);
    const onNumber = () => {
      const input = inputs.number!;
      input.value = formatNumber(input.value);
      const brand = brandOf(digitsOf(input.value));
      detected.textContent = brand && digitsOf(input.value).length >= 4 ? t('detected', { brand: t(`b_${brand}` as Key) }) : t('accepted', { brands });
      cvcHint.textContent = t(brand === 'amex' ? 'cvcHint4' : 'cvcHint3');
    };
    inputs.number!.addEventListener('input', onNumber);
    const form = h(
      'form',
      { novalidate: true, 'aria-describedby': 'form-error' },
      number,
      h(
        'div',
        { class: 'row' },
        field('expiry', t('expiry'), { inputmode: 'numeric', autocomplete: 'cc-exp', maxlength: '7', placeholder: 'MM/YY' }),
        field('cvc', t('cvc'), { inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4' }, cvcHint),
      ),
      field('holder', t('holder'), { autocomplete: 'cc-name', maxlength: '100' }),
      h('button', { type: 'submit', class: 'primary' }, pay),
      h('p', { class: 'hint' }, t('secure')),
    );
    onNumber();
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const v = { number: inputs.number!.value, expiry: inputs.expiry!.value, cvc: inputs.cvc!.value.trim(), holder: inputs.holder!.value.trim() };
      const errors = checkCard(v, s.cardBrands, new Date());
      const order: Field[] = ['number', 'expiry', 'cvc', 'holder'];
      for (const f of order) setError(f, errors[f] && t(errors[f] as Key));
      const first = order.find((f) => errors[f]);
      if (first) return inputs[first]!.focus();
      const exp = parseExpiry(v.expiry)!;
      submit({
        method: 'card',
        card: { number: digitsOf(v.number), expiryMonth: exp.month, expiryYear: exp.year, cvv: v.cvc, ...(v.holder ? { holderName: v.holder } : {}) },
      });
    });
    return form;
  };

  const localForm = (m: string) =>
    h(
      'div',
      {},
      h('p', {}, t('localHint', { method: t(`m_${m}` as Key) })),
      h('button', { type: 'button', class: 'primary', onclick: () => submit({ method: m }) }, t('payWith', { method: t(`m_${m}` as Key) })),
    );

  const renderDetail = () => {
    formError.textContent = '';
    detail.replaceChildren(method === 'card' ? cardForm() : method ? localForm(method) : '');
    buttons.splice(0, buttons.length, ...detail.querySelectorAll('button'));
  };

  const renderChoices = () => {
    const locals = methodsOfCountry(s.localMethods, country);
    const cards = s.cardBrands.length ? ['card'] : [];
    const all = s.look.cardsFirst ? [...cards, ...locals] : [...locals, ...cards];
    if (!all.includes(method)) method = all[0] ?? '';
    const radios = all.map((m) =>
      h(
        'label',
        { class: 'choice' },
        h('input', { type: 'radio', name: 'method', value: m, checked: m === method, onchange: () => ((method = m), renderDetail()) }),
        h('span', {}, m === 'card' ? t('card') : t(`m_${m}` as Key)),
      ),
    );
    choices.replaceChildren(all.length ? h('fieldset', {}, h('legend', {}, t('method')), ...radios) : h('p', { role: 'status' }, t('noMethods')));
    renderDetail();
  };

  const countrySwitch = s.countries.length
    ? (() => {
        const names = new Intl.DisplayNames([c.lang === 'zh-cn' ? 'zh-CN' : 'en'], { type: 'region' });
        const select = h(
          'select',
          { id: 'country', onchange: (e) => ((country = (e.target as HTMLSelectElement).value), renderChoices()) },
          h('option', { value: '', selected: !country }, t('allCountries')),
          ...s.countries.map((code) => h('option', { value: code, selected: code === country }, names.of(code) ?? code)),
        );
        return h('div', { class: 'field' }, h('label', { for: 'country' }, t('country')), select);
      })()
    : null;

  renderChoices();
  const el = h(
    'section',
    { class: 'pay-form' },
    countrySwitch,
    choices,
    formError,
    detail,
    cancel && h('button', { type: 'button', class: 'link', onclick: cancel }, t('cancel')),
  );
  return {
    el,
    fieldErrors(errors) {
      let shown: Field | null = null;
      for (const e of errors) {
        const f = SERVER_FIELDS[e.field];
        if (!f || !inputs[f]) continue;
        setError(f, e.message);
        shown ??= f;
      }
      if (shown) inputs[shown]!.focus();
      return shown !== null;
    },
    formError(message) {
      formError.textContent = message;
    },
    busy(on) {
      for (const b of buttons) {
        b.disabled = on;
        if (b.type === 'submit') b.textContent = on ? t('paying') : pay;
      }
    },
  };
}
