import type { Page } from '@playwright/test';
import { dropdownOf } from '../support.ts';

/** The payee list and form (transfer contacts). */
export class PayeePage {
  constructor(readonly page: Page) {}

  async gotoList() {
    await this.page.goto('/transfer/contact/aggregate/payout');
  }
  row(text: string) {
    return this.page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
  }
  /** a text field by its whole label ('IBAN' is not 'Confirm IBAN') */
  field(name: string | RegExp) {
    return this.page.getByRole('textbox', { name, exact: true });
  }
  async chooseBank(keyword: string, option: string) {
    const bank = this.page.getByRole('combobox', { name: /^(Bank|银行)$/ });
    await bank.click();
    await bank.fill(keyword);
    await (await dropdownOf(this.page, bank)).getByText(option).click();
  }
  save() {
    return this.page.getByRole('button', { name: /^(Save|保 ?存)$/ });
  }
}
