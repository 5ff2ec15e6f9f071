import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { TablePagination } from '@mui/material';
import { changeLanguage, initI18n } from '@/lib/i18n.ts';
import { createAuthStore } from '@/lib/auth-store.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from '@/lib/create-query-client.ts';

describe('Providers', () => {
  it("speaks the page's language in MUI's own texts, such as a table pager", async () => {
    initI18n('en');
    render(
      <Providers store={createAuthStore()} queryClient={createQueryClient()}>
        <table>
          <tbody>
            <tr>
              <TablePagination count={12} page={0} rowsPerPage={20} onPageChange={() => {}} />
            </tr>
          </tbody>
        </table>
      </Providers>,
    );
    expect(screen.getByText('1–12 of 12')).toBeInTheDocument();
    await act(() => changeLanguage('fr'));
    expect(await screen.findByText('1–12 sur 12')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });
});
