import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/lib/i18n.ts';
import { RouteError } from './RouteError.tsx';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('render failed');
}

describe('a page that fails', () => {
  it("says 'Something went wrong' and offers to try again or go home, instead of a blank or technical page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = initI18n('en');
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my home page' })).toHaveAttribute('href', '/');
  });
});
