import { expect, type Page } from '@playwright/test';
import { dropdownOf } from '../support.ts';

/** The network application wizard (/user/networkApplication). */
export class ApplicationPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByTestId('application-form');
  }
  async fill(label: string | RegExp, value: string) {
    await this.form()
      .getByLabel(label, { exact: typeof label === 'string' })
      .first()
      .fill(value);
  }
  /** an antd select: open it, type, take the first match */
  async choose(label: string | RegExp, text: string) {
    const input = this.form()
      .getByLabel(label, { exact: typeof label === 'string' })
      .first();
    await input.click();
    await input.pressSequentially(text);
    await expect((await dropdownOf(this.page, input)).locator('.ant-select-item-option-active')).toBeVisible();
    await input.press('Enter');
    await input.press('Escape');
  }
  /** the upload control of a labelled document field */
  async upload(label: string, file: { name: string; mimeType: string; buffer: Buffer }, nth = 0) {
    const item = this.form()
      .locator('.ant-form-item')
      .filter({ has: this.page.locator('label', { hasText: new RegExp(`^${label}$`) }) })
      .nth(nth);
    await item.locator('input[type=file]').setInputFiles(file);
    await expect(item.locator('.ant-upload-list-item')).toContainText(file.name);
  }
  async next() {
    await this.page.getByRole('button', { name: /^(Next|下一步|Start application|开始申请)$/ }).click();
  }
  step(title: string) {
    return this.page.locator('.ant-steps-item-process', { hasText: title });
  }
}
