import type { Page } from '@playwright/test';

export class LoginPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/user/login');
  }
  email() {
    return this.page.getByLabel(/^(Email|邮箱)$/);
  }
  password() {
    return this.page.getByLabel(/^(Password|密码)$/);
  }
  submit() {
    return this.page.getByRole('button', { name: /^(Log in|登录)$/ });
  }
  alert() {
    return this.page.getByRole('alert');
  }
  async login(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }
}
