import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A field by its label text, ignoring the required asterisk. */
export function field(container: HTMLElement, label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return within(container).getByLabelText(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Puts a whole text into a field at once (a paste), which keeps these long forms fast to fill. */
export async function typeIn(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

export async function choose(user: UserEvent, container: HTMLElement, label: string, option: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  await user.click(within(container).getByRole('combobox', { name: new RegExp(`^${escaped}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

export async function pickChip(user: UserEvent, container: HTMLElement, fieldLabel: string, option: string) {
  await user.click(within(container).getByRole('button', { name: `Add ${fieldLabel}` }));
  const picker = await screen.findByRole('dialog', { name: fieldLabel });
  await user.click(within(picker).getByLabelText(option));
  await user.click(within(picker).getByRole('button', { name: 'Save' }));
  // the form behind is hidden from assistive technology until the picker has gone
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: fieldLabel }));
}

export async function fillAddress(user: UserEvent, container: HTMLElement) {
  await choose(user, container, 'Country', 'Canada');
  await choose(user, container, 'Province/State', 'Ontario');
  await typeIn(user, field(container, 'City'), 'Toronto');
}
