import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass1!';

interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** Calendar invitations (text/calendar parts) and the method their Content-Type names. */
  calendars?: { method: string | null; content: string }[];
}

/** Waits for the newest mail to this address that the test SMTP server received. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = allMail().reverse().find((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
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
  // A tooltip left by the last click's hover fades in or out while axe reads it: move the pointer off the page's
  // controls first. Then let transitions (dialogs, snackbars, tooltips) finish: mid-fade colours are not what a
  // person reads.
  await page.mouse.move(0, 0);
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

/** Today plus `days`, as the date field takes it (YYYY-MM-DD, local time). */
/** Types into a form's rich-text box: the box becomes the editor when chosen (LazyRichTextEditor), then takes the text. */
export async function fillRichText(box: Locator, text: string) {
  await box.click();
  await expect(box).toHaveAttribute('contenteditable', 'true');
  await box.fill(text);
}

export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * As the charity on Posted Positions: a new position (not a board seat) and an open posting for it asking for these
 * skills (by name; none given: the first of the list); its number.
 */
export async function postNewPosition(page: Page, role: string, skillNames: string[] = []): Promise<string> {
  await page.goto('/charity-postings');
  await page.getByRole('button', { name: 'New Position', exact: true }).click();
  const positionDialog = page.getByRole('dialog', { name: 'New Position' });
  await textbox(positionDialog, 'Position Name').fill(role);
  await positionDialog.getByRole('checkbox', { name: 'This is a Board Position' }).uncheck();
  await positionDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Position added Successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'New Position Posting' }).click();
  const form = page.getByRole('dialog', { name: 'New Position Posting' });
  await form.getByRole('combobox', { name: /Board Position/ }).click();
  await page.getByRole('option', { name: role }).click();
  await form.getByLabel(/^Mandate Start Date/).fill(dayFromToday(30));
  await form.getByLabel(/^Mandate End Date/).fill(dayFromToday(400));
  await form.getByLabel(/^Expiry Date/).fill(dayFromToday(120));
  await fillRichText(form.getByRole('textbox', { name: /Description/ }), `Join us as ${role}.`);
  await form.getByRole('button', { name: 'Add Skills' }).click();
  const skills = page.getByRole('dialog', { name: 'Skills' });
  if (skillNames.length === 0) await skills.getByRole('checkbox').first().check();
  for (const name of skillNames) await skills.getByRole('checkbox', { name, exact: true }).check();
  await skills.getByRole('button', { name: 'Save' }).click();
  await textbox(form, 'List a Requirement').fill('Two evenings a month');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully Created New Posting.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: role });
  return (await row.getByRole('cell').first().innerText()).replace('#', '').trim();
}

/** As a candidate: applies for the posting from its address. */
export async function applyFor(page: Page, postingId: string, role: string, notes = 'I would bring steady, careful work to your board.') {
  await page.goto(`/search?pid=${postingId}`);
  const summary = page.getByRole('dialog');
  await summary.getByLabel(/Notes/).fill(notes);
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(new RegExp(`^Successfully applied for ${role}`))).toBeVisible();
}

/** Every mail the test SMTP server received so far. */
export function allMail(): Mail[] {
  const dir = process.env.MAIL_DIR!;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail);
}

/**
 * Moves the product's clock (CLOCK_FILE: the scheduled jobs and the days an application has waited) to this
 * instant; null puts it back on the real time.
 */
export function setProductClock(at: Date | null) {
  const file = process.env.CLOCK_FILE!;
  if (at) writeFileSync(file, at.toISOString());
  else rmSync(file, { force: true });
}
