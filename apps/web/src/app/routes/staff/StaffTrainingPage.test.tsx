import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

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
