import { createContext, useContext } from 'react';
import type { FaqTab } from '@/features/content/components/FaqDialog.tsx';

export interface AppDialogs {
  /** Without a tab: the candidate FAQ when the selected involvement is candidate, otherwise the charity FAQ. */
  openFaq(tab?: FaqTab): void;
  openProgramOverview(): void;
  openLegal(): void;
  openContactUs(): void;
  /** 'Back To Admin': the staff member signs in again with their own credentials. */
  openAuthenticate(): void;
  /** The full-screen 'Update Charity' form of the representative's charity. */
  openUpdateCharity(): void;
}

export const AppDialogsContext = createContext<AppDialogs | null>(null);

export function useAppDialogs(): AppDialogs {
  const value = useContext(AppDialogsContext);
  if (!value) throw new Error('useAppDialogs needs AppDialogsProvider');
  return value;
}
