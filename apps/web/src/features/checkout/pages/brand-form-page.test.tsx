import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAt } from '../../../test/page';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { logoProblem } from '../components/logo-field';
import { BrandFormPage } from './brand-form-page';

const websites = [{ appId: 'APP100000001', name: 'Lantern Shop', url: 'https://lantern.example.com' }];
const codes = ['checkout:brand', 'checkout:brand:add', 'checkout:brand:edit'];

describe('brand form', () => {
  const api = fakeApi();

  it('needs a name or a logo, and sends nothing without one', async () => {
    await inLanguage('en');
    api.answer((u) => (u.pathname.endsWith('/websites') ? websites : undefined));
    renderAt('/', <BrandFormPage id={null} onDone={() => {}} />, { codes });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the brand a name, a logo or both')).toBeTruthy();
    expect(api.bodies('/checkout/brand/add')).toEqual([]);
  });

  it("chosen websites need at least one; the server's 'one brand per website' lands on the websites field", async () => {
    await inLanguage('en');
    api.answer((u) => {
      if (u.pathname.endsWith('/websites')) return websites;
      if (u.pathname.endsWith('/checkout/brand/add'))
        return envelopeResponse(
          '00009',
          null,
          'The website Lantern Shop (APP100000001) already belongs to the brand First: a website belongs to one brand only',
          409,
        );
    });
    renderAt('/', <BrandFormPage id={null} onDone={() => {}} />, { codes });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Brand name' }), { target: { value: 'Lantern' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Chosen websites' }));
    const chosen = await screen.findByRole('combobox', { name: 'Chosen websites' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Choose 'All websites' or at least one website")).toBeTruthy();
    expect(api.bodies('/checkout/brand/add')).toEqual([]);

    fireEvent.mouseDown(chosen);
    fireEvent.click(await screen.findByText('Lantern Shop (APP100000001)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies('/checkout/brand/add')).toHaveLength(1));
    expect(api.bodies('/checkout/brand/add')[0]).toMatchObject({ name: 'Lantern', allWebsites: false, appIds: ['APP100000001'], colour: '#1677ff' });
    expect(await screen.findByText(/already belongs to the brand First/)).toBeTruthy();
  });

  it('the logo picker refuses what the server would: a GIF or text, a file over 500 KB', async () => {
    await inLanguage('en');
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0])], 'logo.png');
    expect(await logoProblem(gif)).toEqual({ key: 'checkout.logoType', params: { type: 'JPG, PNG' } });
    const text = new File(['just some text'], 'logo.png');
    expect((await logoProblem(text))?.key).toBe('checkout.logoType');
    const big = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(500 * 1024)], 'logo.png');
    expect(await logoProblem(big)).toEqual({ key: 'checkout.logoSize', params: { size: '500 KB' } });
  });
});
