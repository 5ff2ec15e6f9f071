import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5000 });

const CORPORATION = {
  id: 5,
  name: 'Northwind Trading',
  website: 'https://northwind.example',
  email: { name: 'giving@northwind.example' },
  address: { address1: '1 King St W', address2: null, city: 'Toronto', regionId: 10, countryId: 1, code: null, region: 'ON', country: 'Canada' },
  phone: { number: '416-555-0100', extension: null },
};

function open(path: string, routes: Parameters<typeof mockApi>[0] = {}, session: SessionOptions = { selected: 'boardmatch' }) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession(session) },
    'PUT /api/users/state': { status: 204 },
    ...routes,
  });
  renderApp(path);
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('Corporations', () => {
  const list = { 'POST /api/corporations/read': { status: 200, body: { corporations: [CORPORATION], total: 1 } } };

  it('lists corporations for staff with AdminOverride, in the spec columns', async () => {
    const { api } = open('/corporations', list);
    const table = await screen.findByRole('table', { name: 'Corporations' }, { timeout: 8000 });
    await within(table).findByText('Northwind Trading');
    for (const header of ['Name', 'Email', 'Website', 'Address', 'Phone', 'Actions']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('1 King St W, Toronto, ON')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/corporations/read')[0]!.body).toMatchObject({ Filters: [{ name: 'AdminOverride', values: [1] }] });
  });

  it('creates a corporation after the form rules: name and a valid e-mail', async () => {
    const { api, user } = open('/corporations', { ...list, 'POST /api/corporations': { status: 200, body: { ...CORPORATION, id: 6, contacts: [] } } });
    await user.click(await screen.findByRole('button', { name: 'New Record' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Corporation' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Name can not be empty')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Contoso');
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    expect(await within(dialog).findByText('Email must be valid')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/corporations')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'hello@contoso.example');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Corporation Created')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/corporations')[0]!.body).toEqual({ name: 'Contoso', email: 'hello@contoso.example', website: null, address: null, phone: null, contacts: [] });
  });

  it('edits a corporation through PUT with its id, and says so when the update fails', async () => {
    const { api, user } = open('/corporations', {
      ...list,
      'GET /api/corporations/5': { status: 200, body: { ...CORPORATION, contacts: [] } },
      'PUT /api/corporations': { status: 500, body: { code: 'INTERNAL', message: 'x', issues: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Northwind Trading' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Corporation' });
    expect(await within(dialog).findByDisplayValue('giving@northwind.example')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Corporation Update failed')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/corporations')[0]!.body).toMatchObject({ id: 5, name: 'Northwind Trading', address: { city: 'Toronto', regionId: 10, countryId: 1 } });
  });

  it('tells someone who is not staff that the page is not for them, and asks the API nothing', async () => {
    const { api } = open('/corporations', list, { selected: 'candidate' });
    expect(await screen.findByText('Only program staff can see and manage corporations.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Record' })).toBeNull();
    expect(api.callsTo('POST', '/api/corporations/read')).toHaveLength(0);
  });
});

describe('Training (staff)', () => {
  const course = { id: 3, courseName: 'Board Finance 101', courseId: 2345678, thinkificCourseTypeId: 1, thinkificCourseType: { name: 'Candidate' } };
  const list = { 'POST /api/thinkific/courses/read': { status: 200, body: { courses: [course], total: 1 } } };

  it('shows only the Courses tab and the course table with the URL made from the name', async () => {
    open('/boardmatch-training', list);
    const table = await screen.findByRole('table', { name: 'Courses' }, { timeout: 8000 });
    expect(await within(table).findByText('board-finance-101')).toBeInTheDocument();
    expect(within(table).getByText('2345678')).toBeInTheDocument();
    expect(within(screen.getByRole('tablist', { name: 'Training' })).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Courses']);
  });

  it('adds a course: the Course ID keeps its digits, a non-numeric one is required, a duplicate is said', async () => {
    let reply: { status: number; body: unknown } = { status: 409, body: { code: 'DUPLICATE_COURSE_ID', message: 'A course with this Course ID already exists.', issues: [] } };
    const { api, user } = open('/boardmatch-training', { ...list, 'POST /api/thinkific/courses': () => reply });
    await user.click(await screen.findByRole('button', { name: 'Add Course' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Course' });
    await user.type(within(dialog).getByLabelText(/^Course Name/), 'Governance Basics');
    await user.type(within(dialog).getByLabelText(/^Course ID/), 'abc');
    expect(await within(dialog).findByText('Course ID can not be empty')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Course ID/));
    await user.type(within(dialog).getByLabelText(/^Course ID/), '#12-34');
    await user.click(within(dialog).getByRole('combobox', { name: /Course Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Candidate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('A course with this Course ID already exists.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/thinkific/courses')[0]!.body).toEqual({ id: 0, courseName: 'Governance Basics', courseId: 1234, thinkificCourseTypeId: 1 });
    reply = { status: 200, body: { ...course, id: 4, courseName: 'Governance Basics', courseId: 1234 } };
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Course Created')).toBeInTheDocument();
  });

  it('is not for someone who is not staff', async () => {
    const { api } = open('/boardmatch-training', list, { selected: 'charityRepresentative' });
    expect(await screen.findByText('Only program staff can see and manage training courses.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/thinkific/courses/read')).toHaveLength(0);
  });
});

describe('Act-as audit', () => {
  const entry = {
    id: 1,
    createdAt: '2026-11-20T15:00:00.000Z',
    ipAddress: '203.0.113.9',
    staff: { id: 1, firstName: 'Alex', lastName: 'Auditor', email: 'alex@boardmatch.example' },
    target: { id: 2, firstName: 'Casey', lastName: 'Candidate', email: 'casey@example.org' },
    changes: [{ method: 'PUT', route: '/api/candidates/:id/details', statusCode: 200, createdAt: '2026-11-20T15:01:00.000Z' }],
  };
  const routes = {
    'POST /api/act-as-audits/read': { status: 200, body: { actAs: [entry], total: 1 } },
    'GET /api/act-as-audits/staff': { status: 200, body: [entry.staff] },
  };

  it('lists who acted as whom, from where, and the changes; filters go to the API', async () => {
    const { api, user } = open('/boardmatch-act-as-audit', routes);
    const table = await screen.findByRole('table', { name: 'Act-As Audit' }, { timeout: 8000 });
    expect(await within(table).findByText('casey@example.org')).toBeInTheDocument();
    expect(within(table).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(table).getByText('PUT /api/candidates/:id/details 200')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Acted as (name or e-mail)'), 'casey');
    await user.click(screen.getByRole('combobox', { name: 'Staff member' }));
    await user.click(await screen.findByRole('option', { name: 'Alex Auditor' }));
    const last = api.callsTo('POST', '/api/act-as-audits/read').at(-1)!.body as { Filters: { name: string; values: unknown[] }[]; Search: string };
    expect(last.Search).toBe('casey');
    expect(last.Filters).toEqual(expect.arrayContaining([{ name: 'AdminOverride', values: [1] }, { name: 'StaffUserId', values: [1] }]));
  });

  it('is refused to staff role Staff (no admin section)', async () => {
    const { api } = open('/boardmatch-act-as-audit', routes, { selected: 'boardmatch', claims: { 'boardmatch-search.read': 1, 'candidates.read': 1, 'charities.read': 1 } });
    await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    expect(screen.queryByRole('table', { name: 'Act-As Audit' })).toBeNull();
    expect(api.callsTo('POST', '/api/act-as-audits/read')).toHaveLength(0);
  });
});

describe('Donations', () => {
  it('shows the heading and opens the Program Overview with the cities served', async () => {
    const { user } = open('/boardmatch-donations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Donations' }, { timeout: 8000 })).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Program Overview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Program Overview' });
    expect(within(dialog).getByText(/Calgary, Fredericton, the Greater Toronto Area, Greater Vancouver and Thunder Bay/)).toBeInTheDocument();
    for (const heading of ['Our history', 'The challenge for charities', 'The challenge for volunteers', 'The challenge for corporations', 'Cities served']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });
});
