import { lazy, useState } from 'react';
import { Box, Container, Grid, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { allTextsLoaded } from '@/lib/i18n.ts';
import { LanguageSwitch } from '@/app/shell/LanguageSwitch.tsx';
import type { InvitationLink } from '@/features/registration/components/InvitationRegistrationDialog.tsx';
import { OnceOpened } from '@/components/OnceOpened.tsx';
import { PromoCarousel } from '@/features/auth/components/PromoCarousel.tsx';
import { SignInForm } from '@/features/auth/components/SignInForm.tsx';
import { useLoginQuery } from '@/app/sections/auth/use-login-query.ts';

// The dialogs' forms (and their validation and registration code, and their texts) load when one first opens, not with
// the sign-in form.
const withTexts = <T,>(load: Promise<T>) => Promise.all([load, allTextsLoaded()]).then(([module]) => module);
const ForgotPasswordDialog = lazy(() =>
  withTexts(import('@/features/auth/components/ForgotPasswordDialog.tsx')).then((m) => ({ default: m.ForgotPasswordDialog })));
const NotVerifiedDialog = lazy(() =>
  withTexts(import('@/features/auth/components/NotVerifiedDialog.tsx')).then((m) => ({ default: m.NotVerifiedDialog })));
const CandidateRegistrationDialog = lazy(() =>
  withTexts(import('@/features/registration/components/CandidateRegistrationDialog.tsx')).then((m) => ({ default: m.CandidateRegistrationDialog })),
);
const CharityRegistrationDialog = lazy(() =>
  withTexts(import('@/features/registration/components/CharityRegistrationDialog.tsx')).then((m) => ({ default: m.CharityRegistrationDialog })),
);
const InvitationRegistrationDialog = lazy(() =>
  withTexts(import('@/features/registration/components/InvitationRegistrationDialog.tsx')).then((m) => ({ default: m.InvitationRegistrationDialog })),
);

/** /login: the sign-in form, the promotional carousel (lg and up) and the sign-in page's dialogs. No header or footer. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [notVerifiedEmail, setNotVerifiedEmail] = useState<string | null>(null);
  const [candidateEmail, setCandidateEmail] = useState<string | null>(null);
  const [charityOpen, setCharityOpen] = useState(false);
  const [invitation, setInvitation] = useState<InvitationLink | null>(null);

  useDocumentTitle(t('login.heading'));
  useLoginQuery({ openInvitation: setInvitation, openCandidateRegistration: setCandidateEmail });

  return (
    <Box component="main" id="main-content" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, md: 6 } }}>
      <Container maxWidth="xl">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <LanguageSwitch />
        </Box>
        <Grid container spacing={4} alignItems="stretch">
          {/* Hidden by CSS below lg rather than left out, so a page painted before the script ran has it too. */}
          <Grid size={{ lg: 7 }} sx={{ display: { xs: 'none', lg: 'block' } }}>
            <PromoCarousel />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto' }}>
              <Box sx={{ mb: 3 }}>
                <Logo size={48} />
              </Box>
              <Typography variant="h1" gutterBottom>
                {t('login.heading')}
              </Typography>
              <Typography color="text.secondary" paragraph>
                {t('login.intro')}
              </Typography>
              <SignInForm
                onForgotPassword={setForgotEmail}
                onNotVerified={setNotVerifiedEmail}
                onJoinCandidate={() => setCandidateEmail('')}
                onJoinCharity={() => setCharityOpen(true)}
              />
            </Paper>
          </Grid>
        </Grid>
      </Container>

      <OnceOpened when={forgotEmail !== null}>
        <ForgotPasswordDialog open={forgotEmail !== null} initialEmail={forgotEmail ?? ''} onClose={() => setForgotEmail(null)} />
      </OnceOpened>
      <OnceOpened when={notVerifiedEmail !== null}>
        <NotVerifiedDialog open={notVerifiedEmail !== null} email={notVerifiedEmail ?? ''} onClose={() => setNotVerifiedEmail(null)} />
      </OnceOpened>
      <OnceOpened when={candidateEmail !== null}>
        <CandidateRegistrationDialog open={candidateEmail !== null} initialEmail={candidateEmail ?? ''} onClose={() => setCandidateEmail(null)} />
      </OnceOpened>
      <OnceOpened when={charityOpen}>
        <CharityRegistrationDialog open={charityOpen} onClose={() => setCharityOpen(false)} />
      </OnceOpened>
      <OnceOpened when={invitation !== null}>
        {invitation && (
          <InvitationRegistrationDialog
            open
            invitation={invitation}
            onClose={() => setInvitation(null)}
            onRegistered={(userName) => {
              setInvitation(null);
              setNotVerifiedEmail(userName);
            }}
          />
        )}
      </OnceOpened>
    </Box>
  );
}
