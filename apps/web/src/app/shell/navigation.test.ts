import { describe, expect, it } from 'vitest';
import { navItemsFor, staffMenuItemsFor } from './navigation.ts';
import { makeSession } from '@/test/fixtures.ts';

const labels = (items: ReturnType<typeof navItemsFor>) => items.map((i) => i.label);

describe('navItemsFor', () => {
  it('is empty when nobody is signed in', () => {
    expect(navItemsFor(null)).toEqual([]);
  });

  it('lists the staff items with their links', () => {
    const items = navItemsFor(makeSession({ selected: 'boardmatch' }));
    expect(items).toEqual([
      { label: 'nav.adminSearch', to: '/boardmatch-search', action: undefined, disabled: false },
      { label: 'nav.candidates', to: '/boardmatch-candidates', action: undefined, disabled: false },
      { label: 'nav.charities', to: '/boardmatch-charities', action: undefined, disabled: false },
      { label: 'nav.admin', to: '/boardmatch-admin', action: undefined, disabled: false },
    ]);
  });

  it('leaves out staff items whose claim is missing', () => {
    const items = navItemsFor(makeSession({ selected: 'boardmatch', claims: { 'candidates.read': 1, 'boardmatch-admin.read': 0 } }));
    expect(labels(items)).toEqual(['nav.candidates']);
  });

  it('shows PROFILE and enables the dashboard items for a candidate who finished onboarding', () => {
    const items = navItemsFor(makeSession({ selected: 'candidate', candidateComplete: true }));
    expect(items).toEqual([
      { label: 'nav.myDashboard', to: '/candidate-profile', action: undefined, disabled: false },
      { label: 'nav.profile', to: '/candidate-onboarding', action: undefined, disabled: false },
      { label: 'nav.myApplications', to: '/candidate-postings', action: undefined, disabled: false },
      { label: 'nav.faq', to: undefined, action: 'faq', disabled: false },
    ]);
  });

  it('shows ONBOARDING and disables MY DASHBOARD and MY APPLICATIONS while candidate onboarding is needed', () => {
    const items = navItemsFor(makeSession({ selected: 'candidate', candidateComplete: false }));
    expect(items.map((i) => [i.label, i.disabled])).toEqual([
      ['nav.myDashboard', true],
      ['nav.onboarding', false],
      ['nav.myApplications', true],
      ['nav.faq', false],
    ]);
  });

  it('needs posting.read for MY APPLICATIONS', () => {
    const items = navItemsFor(makeSession({ selected: 'candidate', claims: { 'candidate.read': 1 } }));
    expect(labels(items)).toEqual(['nav.myDashboard', 'nav.profile', 'nav.faq']);
  });

  it('lists the charity items in the spec order', () => {
    const items = navItemsFor(makeSession({ selected: 'charityRepresentative' }));
    expect(items.map((i) => [i.label, i.to ?? i.action, i.disabled])).toEqual([
      ['nav.charityDashboard', '/charity-profile', false],
      ['nav.profile', '/charity-onboarding', false],
      ['nav.board', '/charity-board', false],
      ['nav.postedPositions', '/charity-postings', false],
      ['nav.faq', 'faq', false],
      ['nav.admin', '/charity-admin', false],
    ]);
  });

  it('needs both charity and representative onboarding before enabling the charity dashboard items', () => {
    const claims = { 'charity-board.read': 1, 'charity-posting.read': 1, 'charity-admin.read': 1, 'charity-onboarding.update': 1 };
    for (const incomplete of [{ repComplete: false }, { charityComplete: false }]) {
      const items = navItemsFor(makeSession({ selected: 'charityRepresentative', claims, ...incomplete }));
      expect(items.map((i) => [i.label, i.disabled])).toEqual([
        ['nav.charityDashboard', true],
        ['nav.onboarding', false],
        ['nav.board', true],
        ['nav.postedPositions', true],
        ['nav.faq', false],
        ['nav.admin', false],
      ]);
    }
  });

  it("enables the dashboard for a representative who may not update the charity once their own steps are done", () => {
    const items = navItemsFor(makeSession({ selected: 'charityRepresentative', charityComplete: false, claims: { 'charity-board.read': 1 } }));
    expect(items.find((i) => i.label === 'nav.board')?.disabled).toBe(false);
  });

  it('leaves out charity items whose claim is missing', () => {
    const items = navItemsFor(makeSession({ selected: 'charityRepresentative', claims: { 'charity-board.read': 1 } }));
    expect(labels(items)).toEqual(['nav.charityDashboard', 'nav.profile', 'nav.board', 'nav.faq']);
  });
});

describe('staffMenuItemsFor', () => {
  it('links staff to the program pages, the admin ones only with the admin claim', () => {
    expect(staffMenuItemsFor(makeSession({ selected: 'boardmatch' })).map((i) => i.to)).toEqual([
      '/boardmatch-waiting-applicants',
      '/corporations',
      '/boardmatch-training',
      '/boardmatch-donations',
      '/boardmatch-social-media',
      '/boardmatch-act-as-audit',
    ]);
    const staffRole = makeSession({ selected: 'boardmatch', claims: { 'candidates.read': 1, 'charities.read': 1 } });
    expect(staffMenuItemsFor(staffRole).map((i) => i.to)).toEqual(['/boardmatch-waiting-applicants', '/corporations', '/boardmatch-training', '/boardmatch-donations']);
  });

  it('is empty for everyone else', () => {
    expect(staffMenuItemsFor(makeSession({ selected: 'candidate' }))).toEqual([]);
    expect(staffMenuItemsFor(null)).toEqual([]);
  });
});
