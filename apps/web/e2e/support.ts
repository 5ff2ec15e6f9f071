import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass1!';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the newest mail to this address that the test SMTP server received. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 20_000): Promise<Mail> {
  const dir = process.env.MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readdirSync(dir)
      .sort()
      .reverse()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail);
    const found = mails.find((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function linkIn(mail: Mail): string {
  const m = mail.text.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`no link in: ${mail.text}`);
  return m[0];
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Let transitions (dialogs, snackbars) finish: mid-fade colours are not what a person reads.
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillSignIn(page, email, password);
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Username (Email Address)' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
export const textbox = (page: Page | ReturnType<Page['getByRole']>, name: string) => page.getByRole('textbox', { name, exact: true });
