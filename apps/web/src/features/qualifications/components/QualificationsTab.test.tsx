import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Qualifications } from '@boardmatch/shared';
import { LOOKUPS, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { QualificationsTab } from './QualificationsTab.tsx';

afterEach(() => vi.unstubAllGlobals());

const LISTS = {
  ...LOOKUPS,
  'GET /api/lookups/education-types': { status: 200, body: [{ id: 3, name: "Bachelor's Degree" }, { id: 4, name: "Master's Degree" }] },
  'GET /api/lookups/experience-contract-types': { status: 200, body: [{ id: 1, name: 'Full-time' }, { id: 5, name: 'Volunteer' }] },
  'GET /api/lookups/experience-location-types': { status: 200, body: [{ id: 1, name: 'Physical' }, { id: 2, name: 'Remote' }] },
  'GET /api/files/privacy-types': {
    status: 200,
    body: [
      { id: 1, description: 'Private: only BoardMatch staff' },
      { id: 2, description: 'Charities I apply to' },
      { id: 3, description: 'All participating charities' },
    ],
  },
};

const education = {
  id: 21,
  candidateQualificationsId: 4,
  candidateEducationTypeId: 3,
  candidateEducationTypeName: "Bachelor's Degree",
  institution: 'University of Toronto',
  designation: 'BA',
  areaOfStudy: 'Economics',
  start: '2010-09-01',
  end: '2014-05-01',
  imageId: null,
  skills: [1],
};
const experience = {
  id: 31,
  candidateQualificationsId: 4,
  title: 'Treasurer',
  organizationName: 'Food Bank',
  description: null,
  candidateExperienceContractTypeId: 5,
  candidateExperienceContractTypeName: 'Volunteer',
  candidateExperienceLocationTypeId: 1,
  candidateExperienceLocationTypeName: 'Physical',
  address: { city: 'Toronto', countryId: 1, regionId: 10, region: 'ON', country: 'Canada' },
  start: '2018-01-01',
  end: null,
  imageId: null,
  skills: [2],
};
const record = (over: Partial<Qualifications> = {}): Qualifications => ({
  candidateQualificationsId: 4,
  candidateId: 4,
  candidateEducation: [education],
  candidateExperience: [experience],
  resume: { id: 90, originalName: 'Pat Lee CV.pdf', uploadedOn: '2026-01-05T10:00:00.000Z', fileVisibilityId: 2 },
  ...over,
});

async function setup(qualifications: Qualifications, extra: Record<string, unknown> = {}, props: { readOnly?: boolean } = {}) {
  const api = mockApi({ ...LISTS, 'GET /api/candidates/4/qualifications': { status: 200, body: qualifications }, ...(extra as object) });
  const onSaved = vi.fn();
  const submitRef: { current: (() => Promise<boolean>) | null } = { current: null };
  await renderWithProviders(<QualificationsTab candidateId={4} onSaved={onSaved} submitRef={submitRef} {...props} />);
  return { api, onSaved, submitRef, user: userEvent.setup({ delay: null }) };
}

const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

describe('QualificationsTab', () => {
  it('shows a loading bar until the reference data has loaded, then the entries and the resume', async () => {
    await setup(record());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'University of Toronto' })).toBeInTheDocument();
    expect(screen.getByText("Bachelor's Degree · BA · Economics")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Treasurer · Food Bank' })).toBeInTheDocument();
    expect(screen.getByText('Toronto, ON, Canada')).toBeInTheDocument();
    expect(screen.getByText(/– Present$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Pat Lee CV.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Please add at least one piece of work experience')).not.toBeInTheDocument();
  });

  it('asks for at least one piece of work experience', async () => {
    const { submitRef } = await setup(record({ candidateExperience: [] }));
    expect(await screen.findByText('Please add at least one piece of work experience')).toBeInTheDocument();
    await waitFor(() => expect(submitRef.current).not.toBeNull());
    let ok = true;
    await waitFor(async () => {
      ok = await submitRef.current!();
    });
    expect(ok).toBe(false);
    // The page's warning and the snackbar's, which shows once its code has arrived.
    await waitFor(() => expect(screen.getAllByText('Please add at least one piece of work experience')).toHaveLength(2));
  });

  it('marks the required education fields red and sends nothing', async () => {
    const { api, user } = await setup(record());
    await user.click(await screen.findByRole('button', { name: 'Add Education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Education' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter all required fields marked red')).toBeInTheDocument();
    expect(within(dialog).getByText('Must select at least one Education Level')).toBeInTheDocument();
    expect(within(dialog).getByText('Institution can not be empty')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidates/4/qualifications/education')).toHaveLength(0);
  });

  it('keeps start before end: the calendars stop at each other and dates out of order are refused', async () => {
    const { api, user } = await setup(record());
    await user.click(await screen.findByRole('button', { name: 'Edit University of Toronto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Education' });
    expect(input(dialog, 'Start Date')).toHaveAttribute('max', '2014-05-01');
    expect(input(dialog, 'End Date')).toHaveAttribute('min', '2010-09-01');
    fireEvent.change(input(dialog, 'Start Date'), { target: { value: '2015-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Start cannot be after end')).toBeInTheDocument();
    expect(within(dialog).getByText('End cannot be before start')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/candidates/4/qualifications/education/21')).toHaveLength(0);
  });

  it('saves a new work experience and tells the host', async () => {
    const saved = record({ candidateExperience: [experience, { ...experience, id: 32, title: 'Chair', organizationName: 'Arts Council' }] });
    const { api, user, onSaved } = await setup(record(), { 'POST /api/candidates/4/qualifications/experience': { status: 200, body: saved } });
    await user.click(await screen.findByRole('button', { name: 'Add Work Experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Work Experience' });
    await user.click(input(dialog, 'Title'));
    await user.paste('Chair');
    await user.click(input(dialog, 'Organization Name'));
    await user.paste('Arts Council');
    await user.click(within(dialog).getByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Province \/ State/ }));
    // Only the regions of the chosen country are offered.
    expect(screen.queryByRole('option', { name: 'New York' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Alberta' }));
    fireEvent.change(input(dialog, 'Start Date'), { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [call] = api.callsTo('POST', '/api/candidates/4/qualifications/experience');
    expect(call!.body).toMatchObject({
      title: 'Chair',
      organizationName: 'Arts Council',
      candidateExperienceLocationTypeId: 1,
      address: { countryId: 1, regionId: 11, city: null },
      start: '2020-01-01',
      end: null,
      skills: [],
    });
    expect(await screen.findByRole('heading', { name: 'Chair · Arts Council' })).toBeInTheDocument();
    expect(screen.getByText('Your qualifications have been saved.')).toBeInTheDocument();
  });

  it('shows the server field messages', async () => {
    const refused = { status: 400, body: { code: 'BAD_REQUEST', message: 'Please enter all required fields marked red', issues: [{ path: 'address.regionId', message: 'The province or state must be in the selected country' }] } };
    const { user } = await setup(record(), { 'PUT /api/candidates/4/qualifications/experience/31': refused });
    await user.click(await screen.findByRole('button', { name: 'Edit Treasurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Work Experience' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('The province or state must be in the selected country')).toBeInTheDocument();
  });

  it('deletes an entry after confirmation', async () => {
    const { api, user, onSaved } = await setup(record(), { 'DELETE /api/candidates/4/qualifications/education/21': { status: 200, body: record({ candidateEducation: [] }) } });
    await user.click(await screen.findByRole('button', { name: 'Delete University of Toronto' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/candidates/4/qualifications/education/21')).toHaveLength(1));
    expect(await screen.findByText('No education has been added yet.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
  });

  it('offers no changes in read-only mode', async () => {
    await setup(record(), {}, { readOnly: true });
    expect(await screen.findByRole('heading', { name: 'University of Toronto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Education' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Resume' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Pat Lee CV.pdf' })).toBeInTheDocument();
  });

  it('refuses a file that is not a .pdf, .doc or .docx before sending it, and uploads a resume with its privacy', async () => {
    const uploaded = { id: 91, originalName: 'new.pdf', uploadedOn: '2026-02-01T00:00:00.000Z', fileVisibilityId: 2 };
    const { api } = await setup(record({ resume: null }), { 'POST /api/files/upload/candidate/4/resume': { status: 200, body: uploaded } });
    // The browser's file picker would only offer the accepted kinds; a file dropped in may be anything.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const picker = await screen.findByLabelText('Upload Resume');
    await user.upload(picker, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only .pdf, .doc and .docx documents can be uploaded.');
    expect(api.callsTo('POST', '/api/files/upload/candidate/4/resume')).toHaveLength(0);
    await user.upload(picker, new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('button', { name: 'Download new.pdf' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/files/upload/candidate/4/resume')).toHaveLength(1);
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/resume'))!;
    const form = init!.body as FormData;
    expect(form.get('fileVisibilityId')).toBe('1');
    expect((form.get('FileContent') as File).name).toBe('new.pdf');
  });

  it('deletes the resume after confirmation', async () => {
    const { api, user } = await setup(record(), { 'DELETE /api/files/90': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete Resume' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to delete your resume?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No resume has been uploaded yet.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/files/90')).toHaveLength(1);
  });
});
