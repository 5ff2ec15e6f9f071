import { lazy, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Involvement } from '@boardmatch/shared';
import type { FaqTab } from '@/features/content/components/FaqDialog.tsx';
import type { LoginCredentials } from '@/components/LoginDialog.tsx';
import { OnceOpened } from '@/components/OnceOpened.tsx';
import { describeSignInFailure } from '@/features/auth/sign-in-error.ts';
import { useAuth, useAuthStore } from '@/lib/auth-context.tsx';
import { useLoading, useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useGoHome } from '@/lib/routing/go-home.tsx';
import { AppDialogsContext, type AppDialogs } from './app-dialogs-context.ts';
import { selectedInvolvement } from '@/lib/selected-involvement.ts';

// Each dialog's code (its texts, its form, Update Charity's rich text editor) loads when it first opens, not with every page.
const FaqDialog = lazy(() => import('@/features/content/components/FaqDialog.tsx').then((m) => ({ default: m.FaqDialog })));
const ProgramOverviewDialog = lazy(() => import('@/features/content/components/ProgramOverviewDialog.tsx').then((m) => ({ default: m.ProgramOverviewDialog })));
const LegalDialog = lazy(() => import('@/features/content/components/LegalDialog.tsx').then((m) => ({ default: m.LegalDialog })));
const ContactUsDialog = lazy(() => import('@/features/content/components/ContactUsDialog.tsx').then((m) => ({ default: m.ContactUsDialog })));
const UpdateCharityDialog = lazy(() => import('@/features/charities/components/UpdateCharityDialog.tsx').then((m) => ({ default: m.UpdateCharityDialog })));
const LoginDialog = lazy(() => import('@/components/LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })));

type Open = { kind: 'faq'; tab: FaqTab } | { kind: 'overview' } | { kind: 'legal' } | { kind: 'contact' } | { kind: 'authenticate' } | { kind: 'update-charity' } | null;

/** The dialogs the header and footer open: FAQ, Program Overview, Legal, Contact Us, Authenticate and Update Charity. */
export function AppDialogsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const store = useAuthStore();
  const goHome = useGoHome();
  const notify = useNotify();
  const loading = useLoading();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const selected = selectedInvolvement(session);
  const defaultFaq: FaqTab = selected?.involvement === Involvement.candidate ? 'candidate' : 'charity';

  const value = useMemo<AppDialogs>(
    () => ({
      openFaq: (tab) => setOpen({ kind: 'faq', tab: tab ?? defaultFaq }),
      openProgramOverview: () => setOpen({ kind: 'overview' }),
      openLegal: () => setOpen({ kind: 'legal' }),
      openContactUs: () => setOpen({ kind: 'contact' }),
      openAuthenticate: () => setOpen({ kind: 'authenticate' }),
      openUpdateCharity: () => setOpen({ kind: 'update-charity' }),
    }),
    [defaultFaq],
  );

  const backToStaff = async ({ email, password }: LoginCredentials) => {
    try {
      const staffSession = await loading.during(() => store.signIn(email, password));
      close();
      goHome(staffSession);
    } catch (error) {
      notify.error(describeSignInFailure(error, t).message);
      throw error;
    }
  };

  return (
    <AppDialogsContext.Provider value={value}>
      {children}
      <OnceOpened when={open?.kind === 'faq'}>
        <FaqDialog open={open?.kind === 'faq'} initialTab={open?.kind === 'faq' ? open.tab : defaultFaq} onClose={close} />
      </OnceOpened>
      <OnceOpened when={open?.kind === 'overview'}>
        <ProgramOverviewDialog open={open?.kind === 'overview'} onClose={close} />
      </OnceOpened>
      <OnceOpened when={open?.kind === 'legal'}>
        <LegalDialog open={open?.kind === 'legal'} onClose={close} />
      </OnceOpened>
      <OnceOpened when={open?.kind === 'contact'}>
        <ContactUsDialog open={open?.kind === 'contact'} onClose={close} />
      </OnceOpened>
      <OnceOpened when={open?.kind === 'update-charity'}>
        <UpdateCharityDialog open={open?.kind === 'update-charity'} charityId={session?.charityRepresentative?.charityId ?? null} onClose={close} />
      </OnceOpened>
      <OnceOpened when={open?.kind === 'authenticate'}>
        <LoginDialog
          open={open?.kind === 'authenticate'}
          title={t('shell.authenticate')}
          onClose={close}
          onLogin={backToStaff}
          initialEmail={session?.actingAdmin?.userName ?? ''}
        />
      </OnceOpened>
    </AppDialogsContext.Provider>
  );
}
