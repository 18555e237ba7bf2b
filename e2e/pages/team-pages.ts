import { expect, type Page } from '@playwright/test';
import { dropdownOf } from '../support.ts';

/** The role and operator pages (permission/role, permission/operator) as an administrator uses them. */
export class TeamPages {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog');
  }
  private treeNode(name: string) {
    return this.page.getByTestId('permission-tree').locator('.ant-tree-treenode', { has: this.page.getByText(name, { exact: true }) });
  }
  /** Click a node's checkbox in the permission tree until it shows the wanted state. */
  async setPermission(name: string, on: boolean) {
    const box = this.treeNode(name).locator('.ant-tree-checkbox');
    await box.click();
    if (on) await expect(box).toHaveClass(/ant-tree-checkbox-checked/);
    else await expect(box).not.toHaveClass(/ant-tree-checkbox-checked/);
  }
  isChecked(name: string) {
    return this.treeNode(name).locator('.ant-tree-checkbox');
  }
  /** Choose an option of an antd Select by its label in the open dialog (typing it first in a searchable one: long lists scroll). */
  async choose(label: string, option: string, search = false) {
    const box = this.dialog().getByLabel(label, { exact: true });
    const item = this.dialog()
      .locator('.ant-form-item')
      .filter({ has: this.page.getByLabel(label, { exact: true }) });
    // the options may re-render under the pointer while they load or filter: again until the field shows the choice
    await expect(async () => {
      await box.click();
      if (search) await box.fill(option);
      await (await dropdownOf(this.page, box)).getByTitle(option, { exact: true }).click({ timeout: 3000 });
      await expect(item).toContainText(option, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  }
  row(text: string) {
    return this.page.getByRole('row').filter({ hasText: text });
  }
  async confirm(button: string) {
    await this.page.locator('.ant-modal-confirm').getByRole('button', { name: button }).click();
  }
}
