import { expect, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

/** A one-page PDF, as an evidence upload (the server checks that a PDF is one). */
export async function pdfFile(name: string) {
  const doc = await PDFDocument.create();
  doc.addPage();
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** The chargeback list, its details page and the rebuttal drawer, in either language (labels are passed in). */
export class ChargebackPages {
  constructor(readonly page: Page) {}

  row(id: string): Locator {
    return this.page.locator('.ant-table-tbody tr.ant-table-row', { hasText: id });
  }
  /** /transaction/refuse under the quick filter labelled `group`: the chargeback's row. */
  async listed(id: string, group: string): Promise<Locator> {
    await this.page.goto('/transaction/refuse');
    // the quick filters are antd radio buttons: their input is hidden, their label takes the click
    await this.page.getByRole('radiogroup').getByText(group, { exact: true }).click();
    await expect(this.page.getByRole('radio', { name: group, exact: true })).toBeChecked();
    await expect(this.row(id)).toBeVisible();
    return this.row(id);
  }
  async open(id: string, group: string) {
    await (await this.listed(id, group)).getByText(id).click();
    await expect(this.page).toHaveURL(`/transaction/refuse/details?id=${id}`);
  }
  /** The value of a field of the details page by its label. */
  field(label: string): Locator {
    return this.page
      .locator('.ant-descriptions-item', { has: this.page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) })
      .first()
      .locator('.ant-descriptions-item-content');
  }
  timeline(): Locator {
    return this.page.locator('.ant-timeline-item');
  }
  /** Rebut in the drawer: the description and a PDF in a section, then Submit and its confirmation. */
  async rebut(o: { button: string; drawerTitle: RegExp; description: string; section: string; pdf: string; confirm: string; confirmTitle: string }) {
    await this.page.getByRole('button', { name: o.button, exact: true }).click();
    const drawer = this.page.getByRole('dialog', { name: o.drawerTitle });
    await drawer.getByLabel('Rebuttal description').fill(o.description);
    const section = drawer.locator('.ant-form-item', { hasText: o.section });
    await section.locator('input[type=file]').setInputFiles(await pdfFile(o.pdf));
    await expect(section.getByText(o.pdf)).toBeVisible();
    await drawer.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = this.page.locator('.ant-modal', { hasText: o.confirmTitle });
    await confirm.getByRole('button', { name: o.confirm, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(drawer).toBeHidden();
  }
}

/** The wallet balances of a currency in cents, by column label (a column absent, like Owed when nothing is owed, reads 0). */
export async function balancesOf(page: Page, currency: string): Promise<(column: string) => number> {
  await page.goto('/wallet/balance/aggregate/acq');
  const row = page.getByTestId(`balance-row-${currency}`);
  await expect(row).toBeVisible();
  const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
  const cells = await row.locator('td').allInnerTexts();
  const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
  const values = new Map(headers.map((h, i) => [h, cents(cells[i] ?? '0')]));
  return (column) => values.get(column) ?? 0;
}
