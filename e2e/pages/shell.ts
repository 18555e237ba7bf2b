import { expect, type Locator, type Page } from '@playwright/test';

export class Shell {
  constructor(readonly page: Page) {}

  sidebar() {
    return this.page.getByTestId('sidebar');
  }
  /**
   * The shell is up, e.g. after a login: the first look allows a minute, as a loaded machine (the
   * other worker's sweep beside it) may take that long to load the shell's chunks.
   */
  async ready() {
    await expect(this.sidebar()).toBeVisible({ timeout: 60_000 });
  }
  statusBar() {
    return this.page.getByTestId('merchant-status-bar');
  }
  switcher() {
    return this.page.getByTestId('merchant-switcher');
  }

  /**
   * Open a header popup and choose an item, until `done` holds. antd aligns its popups after they
   * appear; on a loaded machine the item can look settled before it moves into place, and a click in
   * that moment lands beside it — faster than a person could click. So the action is retried.
   */
  private async choose(trigger: Locator, item: Locator, done: () => Promise<boolean>) {
    await expect(async () => {
      if (await done()) return;
      if (!(await item.isVisible())) await trigger.click({ timeout: 3000 });
      await item.click({ timeout: 3000 });
      await expect.poll(done, { timeout: 3000 }).toBe(true);
    }).toPass({ timeout: 30_000 });
  }

  async switchTo(merchantName: string) {
    const item = this.page.locator('.ant-popover').getByText(merchantName, { exact: true });
    await this.choose(this.switcher(), item, async () => (await this.switcher().textContent())?.includes(merchantName) ?? false);
  }
  async chooseLanguage(label: 'English' | '简体中文') {
    const trigger = this.page.getByTestId('language-switch');
    await this.choose(trigger, this.page.getByRole('menuitem', { name: label }), async () => (await trigger.textContent())?.includes(label) ?? false);
  }
  async logout() {
    const item = this.page.getByRole('menuitem', { name: /^(Log out|Logout|退出登录)$/ });
    await this.choose(this.page.getByTestId('operator-menu'), item, async () => /\/user\/login/.test(this.page.url()));
  }
}
