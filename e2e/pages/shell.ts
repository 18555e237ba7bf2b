import type { Page } from '@playwright/test';

export class Shell {
  constructor(readonly page: Page) {}

  sidebar() {
    return this.page.getByTestId('sidebar');
  }
  statusBar() {
    return this.page.getByTestId('merchant-status-bar');
  }
  switcher() {
    return this.page.getByTestId('merchant-switcher');
  }
  async switchTo(merchantName: string) {
    await this.switcher().click();
    await this.page.getByRole('dialog').or(this.page.locator('.ant-popover')).getByText(merchantName, { exact: true }).click();
  }
  async chooseLanguage(label: 'English' | '简体中文') {
    await this.page.getByTestId('language-switch').click();
    await this.page.getByRole('menuitem', { name: label }).click();
  }
  async logout() {
    await this.page.getByTestId('operator-menu').click();
    await this.page.getByRole('menuitem', { name: /^(Log out|Logout|退出登录)$/ }).click();
  }
}
