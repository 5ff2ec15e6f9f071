import { expect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { applyFor, dayFromToday, expectAccessible, mainNav, postNewPosition, signIn, waitForMail } from './support';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The mail's calendar invitation, parsed: the method its part names and the one its object names, the event's facts. */
function invitationIn(mail: { calendars?: { method: string | null; content: string }[] }) {
  expect(mail.calendars, 'a calendar invitation').toHaveLength(1);
  const { method, content } = mail.calendars![0]!;
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    partMethod: method,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    minutes: (event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000,
    location: event.location,
    attendees: event.attendees.map((a) => String(a.getFirstValue()).toLowerCase()),
  };
}

const CHARITY = 'charity@demo.boardmatch.ca';
const CANDIDATE = 'candidate@demo.boardmatch.ca';

test('interview times are proposed, one is chosen, both sides get a calendar invitation, and cancelling takes it off', async ({ browser }) => {
  const role = `Governance Advisor ${Date.now() % 100000}`;
  const charity = await signedIn(browser, CHARITY);
  const postingId = await postNewPosition(charity, role);
  const candidate = await signedIn(browser, CANDIDATE);
  await applyFor(candidate, postingId, role);

  // The representative proposes two times; nothing leaves before the confirmation.
  await charity.goto('/charity-postings?tab=applications');
  await charity.getByRole('row').filter({ hasText: role }).getByRole('button', { name: 'VIEW' }).click();
  const application = charity.getByRole('dialog', { name: new RegExp(`^Application of Jordan Lee for ${role}`) });
  await application.getByRole('button', { name: 'Request Interview' }).click();
  const propose = charity.getByRole('dialog', { name: 'Propose interview times' });
  const first = `${dayFromToday(3)}T10:00`;
  const second = `${dayFromToday(4)}T14:30`;
  await propose.getByLabel('Time 1').fill(first);
  await propose.getByLabel('Time 2').fill(`${dayFromToday(-2)}T09:00`);
  await propose.getByRole('combobox', { name: 'Duration' }).click();
  await charity.getByRole('option', { name: '45 minutes' }).click();
  await propose.getByRole('button', { name: 'Review' }).click();
  await expect(propose.getByText('Each time must be in the future.')).toBeVisible();
  await expect(propose.getByText('Enter a place or a video link.')).toBeVisible();
  await propose.getByLabel('Time 2').fill(second);
  await propose.getByRole('textbox', { name: /Place or video link/ }).fill('https://meet.example.org/don-valley-board');
  await propose.getByRole('button', { name: 'Review' }).click();
  const review = charity.getByRole('dialog', { name: 'Send these interview times?' });
  await expect(review.getByText(/They are sent the times below/)).toBeVisible();
  await expectAccessible(charity);
  await review.getByRole('button', { name: 'Send' }).dblclick();
  await expect(charity.getByText('Interview times sent to the candidate.')).toBeVisible();

  const times = await waitForMail(CANDIDATE, new RegExp(`^Choose a time for your interview: ${role}`));
  expect(times.calendars ?? []).toHaveLength(0);
  expect(times.text).toContain('45 minutes');

  // The candidate chooses the second time on My Applications.
  await mainNav(candidate).getByRole('link', { name: 'MY APPLICATIONS' }).click();
  const row = candidate.getByRole('row').filter({ hasText: role });
  await row.getByRole('button', { name: 'Choose a time' }).click();
  const choose = candidate.getByRole('dialog', { name: 'Choose a time for your interview' });
  await expect(choose.getByRole('radio')).toHaveCount(2);
  await expectAccessible(candidate);
  await choose.getByRole('radio').nth(1).check();
  await choose.getByRole('button', { name: 'Choose this time' }).dblclick();
  await expect(candidate.getByText('Your interview is booked; a calendar invitation is on its way.')).toBeVisible();

  // Both sides get one invitation each: METHOD:REQUEST for the chosen time, the candidate invited.
  const chosenAt = new Date(second).toISOString();
  const booked = new RegExp(`^Interview booked: ${role}`);
  const candidateInvite = invitationIn(await waitForMail(CANDIDATE, booked));
  const charityInvite = invitationIn(await waitForMail(CHARITY, booked));
  for (const invite of [candidateInvite, charityInvite]) {
    expect(invite).toMatchObject({ partMethod: 'REQUEST', method: 'REQUEST', sequence: 0, start: chosenAt, minutes: 45, location: 'https://meet.example.org/don-valley-board' });
    expect(invite.attendees).toContain(`mailto:${CANDIDATE}`);
  }
  expect(candidateInvite.uid).toBe(charityInvite.uid);
  await candidate.reload();
  await expect(candidate.getByRole('row').filter({ hasText: role })).toContainText('Interview:');

  // The representative cancels: METHOD:CANCEL for the same event, to both.
  await charity.reload();
  await charity.getByRole('row').filter({ hasText: role }).getByRole('button', { name: 'VIEW' }).click();
  await charity.getByRole('dialog').getByRole('button', { name: 'Cancel interview' }).click();
  const cancel = charity.getByRole('dialog', { name: 'Cancel this interview?' });
  await cancel.getByRole('textbox', { name: /Message/ }).fill('Our chair is away that week; we will write again.');
  await cancel.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(charity.getByText('The interview was cancelled.').first()).toBeVisible();
  const cancelled = new RegExp(`^Interview cancelled: ${role}`);
  for (const address of [CANDIDATE, CHARITY]) {
    const mail = await waitForMail(address, cancelled);
    expect(mail.text).toContain('Our chair is away that week');
    expect(invitationIn(mail)).toMatchObject({ partMethod: 'CANCEL', method: 'CANCEL', uid: candidateInvite.uid, sequence: 1, start: chosenAt });
  }
});
