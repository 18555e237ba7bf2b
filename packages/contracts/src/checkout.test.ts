import { describe, expect, it } from 'vitest';
import { brandAddBody } from './checkout.ts';
import { contrastRatio, relativeLuminance, textColourOn } from './contrast.ts';

const brand = { colour: '#1677ff', allWebsites: true, appIds: [], showMerchantOrderId: true, allowCancel: true, switchCountry: false, autoRedirect: false };

describe('checkout brand rules', () => {
  it('text on the brand colour is whichever of black and white contrasts more (WCAG)', () => {
    expect(contrastRatio(relativeLuminance('#ffffff'), relativeLuminance('#000000'))).toBeCloseTo(21, 5);
    expect(textColourOn('#001529')).toBe('#ffffff');
    expect(textColourOn('#ffff00')).toBe('#000000');
    // antd's blue: black reaches 5.0:1 (AA), white only 4.1:1
    expect(textColourOn('#1677ff')).toBe('#000000');
    expect(textColourOn('#c41d7f')).toBe('#ffffff');
  });

  it('a name or a logo; All websites never with specific ones; a colour as #rrggbb', () => {
    const issues = (v: object) => brandAddBody.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(issues({ ...brand, name: '' })).toEqual(['name:checkout.nameOrLogo']);
    expect(issues({ ...brand, logoFileId: 'a'.repeat(32) })).toEqual([]);
    expect(issues({ ...brand, name: 'x'.repeat(41) })).toEqual(['name:validation.maxLength']);
    expect(issues({ ...brand, name: 'N', appIds: ['APP123456789'] })).toEqual(['appIds:checkout.allWithSpecific']);
    expect(issues({ ...brand, name: 'N', allWebsites: false })).toEqual(['appIds:checkout.websitesRequired']);
    expect(issues({ ...brand, name: 'N', colour: 'blue' })).toEqual(['colour:checkout.colour']);
  });
});
