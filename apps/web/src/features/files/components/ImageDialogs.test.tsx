import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { BackgroundImageDialog } from './BackgroundImageDialog.tsx';
import { ProfileImageDialog } from './ProfileImageDialog.tsx';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const image = (id: number, isActive: boolean) => ({
  id,
  entityType: 'candidate',
  entityId: 4,
  fileTypeId: 1,
  type: 'profile-image',
  isActive,
  originalName: `me${id}.png`,
  uploadedOn: '2026-01-01T00:00:00.000Z',
  // Candidates' images come with signed URLs.
  image: { mimeType: 'image/png', fileId: id, url: `/api/images/${id}?s=signature${id}` },
});

describe('ProfileImageDialog', () => {
  it('shows the current picture and deletes it after the confirmation', async () => {
    const api = mockApi({
      'POST /api/images/read/candidate': { status: 200, body: { images: [image(7, true), image(6, false)], total: 2 } },
      'DELETE /api/images/7': { status: 204 },
    });
    const onChanged = vi.fn();
    await renderWithProviders(<ProfileImageDialog owner={{ kind: 'candidate', id: 4 }} open onClose={() => {}} onChanged={onChanged} />);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Profile Picture' });
    const picture = await within(dialog).findByRole('img', { name: 'Preview of the picture' });
    expect(picture).toHaveAttribute('src', '/api/images/7?s=signature7');
    expect(api.callsTo('POST', '/api/images/read/candidate')[0]!.body).toMatchObject({
      Filters: [
        { name: 'entityId', values: [4] },
        { name: 'type', values: ['profile-image'] },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Picture' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to delete your picture?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/images/7')).toHaveLength(1));
    expect(await screen.findByText('Your picture has been deleted.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
  });

  it('refuses other files, previews a .png and uploads it', async () => {
    const api = mockApi({
      'POST /api/images/read/candidate': { status: 200, body: { images: [], total: 0 } },
      'POST /api/images/upload/candidate/4/profile-image': { status: 200, body: image(8, true) },
    });
    const onClose = vi.fn();
    await renderWithProviders(<ProfileImageDialog owner={{ kind: 'candidate', id: 4 }} open onClose={onClose} />);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const dialog = await screen.findByRole('dialog', { name: 'Profile Picture' });
    expect(await within(dialog).findByText('You have not added a picture yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete Picture' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Picture' })).toBeDisabled();
    const picker = within(dialog).getByLabelText('Choose Picture');
    await user.upload(picker, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only .jpg and .png images can be uploaded.');
    await user.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    const preview = await within(dialog).findByRole('img', { name: 'Preview of the picture' });
    expect(preview).toHaveAttribute('src', 'blob:preview');
    expect(preview).toHaveStyle({ maxHeight: '400px' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Picture' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/images/upload/candidate/4/profile-image')).toHaveLength(1);
    expect(await screen.findByText('Your picture has been updated.')).toBeInTheDocument();
  });
});

const backgrounds = [
  ...[1, 2, 3, 4, 5, 6].map((id) => ({ id, url: `/api/images/${id}`, isDefault: true, isSelected: id === 2 })),
  { id: 40, url: '/api/images/40?s=signature40', isDefault: false, isSelected: false },
];

describe('BackgroundImageDialog', () => {
  it('shows the defaults four at a time and the own uploads, and applies the selected one', async () => {
    const api = mockApi({
      'GET /api/candidates/4/background-image-thumbnails': { status: 200, body: { images: backgrounds } },
      'PUT /api/candidates/4/set-background/40': { status: 200, body: { image: { ...backgrounds[6], isSelected: true } } },
    });
    const onChanged = vi.fn();
    await renderWithProviders(<BackgroundImageDialog owner={{ kind: 'candidate', id: 4 }} open onClose={() => {}} onChanged={onChanged} />);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Select or Upload Background Image' });
    const defaults = await within(dialog).findByRole('region', { name: 'Default Backgrounds' });
    expect(within(defaults).getAllByRole('button', { pressed: false }).length + within(defaults).getAllByRole('button', { pressed: true }).length).toBe(4);
    expect(within(defaults).getByRole('button', { name: 'Background 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(defaults).getByRole('button', { name: 'Background 2' }).querySelector('img')).toHaveStyle({ height: '125px' });
    await user.click(within(defaults).getByRole('button', { name: 'Next backgrounds (Default Backgrounds)' }));
    expect(within(defaults).getByRole('button', { name: 'Background 5' })).toBeInTheDocument();
    expect(within(defaults).queryByRole('button', { name: 'Background 1' })).not.toBeInTheDocument();
    const own = within(dialog).getByRole('region', { name: 'Your Backgrounds' });
    await user.click(within(own).getByRole('button', { name: 'Your background 1' }));
    expect(within(dialog).getByRole('img', { name: 'Preview of the selected background' })).toHaveAttribute('src', '/api/images/40?s=signature40');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Selected Background' }));
    expect(await screen.findByText('Successfully updated your Background Image.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/candidates/4/set-background/40')).toHaveLength(1);
    expect(onChanged).toHaveBeenCalled();
  });

  it('says so when the background cannot be applied', async () => {
    mockApi({
      'GET /api/candidates/4/background-image-thumbnails': { status: 200, body: { images: backgrounds } },
      'PUT /api/candidates/4/set-background/3': { status: 500, body: { code: 'INTERNAL', message: 'x', issues: [] } },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<BackgroundImageDialog owner={{ kind: 'candidate', id: 4 }} open onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Select or Upload Background Image' });
    await user.click(await within(dialog).findByRole('button', { name: 'Background 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Selected Background' }));
    expect(await screen.findByText('Unable to update your Background Image.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Could not set background image', expect.anything());
    error.mockRestore();
  });

  it('uploads a background and selects it', async () => {
    const api = mockApi({
      'GET /api/candidates/4/background-image-thumbnails': { status: 200, body: { images: backgrounds.slice(0, 6) } },
      'POST /api/images/upload/candidate/4/background-image': { status: 200, body: { ...image(41, false), fileTypeId: 2, type: 'background-image' } },
    });
    await renderWithProviders(<BackgroundImageDialog owner={{ kind: 'candidate', id: 4 }} open onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Select or Upload Background Image' });
    expect(await within(dialog).findByText('You have not uploaded a background yet.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Upload Background Image'), new File(['jpg'], 'beach.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Your background image has been uploaded. Select it and apply it.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/images/upload/candidate/4/background-image')).toHaveLength(1);
  });
});
