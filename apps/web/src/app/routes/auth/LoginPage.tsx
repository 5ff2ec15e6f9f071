import { useState } from 'react';
import { Box, Container, Grid, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/Logo.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LanguageSwitch } from '../../shell/LanguageSwitch.tsx';
import { CandidateRegistrationDialog } from '../../../features/registration/components/CandidateRegistrationDialog.tsx';
import { CharityRegistrationDialog } from '../../../features/registration/components/CharityRegistrationDialog.tsx';
import { InvitationRegistrationDialog, type InvitationLink } from '../../../features/registration/components/InvitationRegistrationDialog.tsx';
import { ForgotPasswordDialog } from '../../../features/auth/components/ForgotPasswordDialog.tsx';
import { NotVerifiedDialog } from '../../../features/auth/components/NotVerifiedDialog.tsx';
import { PromoCarousel } from '../../../features/auth/components/PromoCarousel.tsx';
import { SignInForm } from '../../../features/auth/components/SignInForm.tsx';
import { useLoginQuery } from './use-login-query.ts';

/** /login: the sign-in form, the promotional carousel (lg and up) and the sign-in page's dialogs. No header or footer. */
export default function LoginPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
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
          {wide && (
            <Grid size={{ lg: 7 }}>
              <PromoCarousel />
            </Grid>
          )}
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

      <ForgotPasswordDialog open={forgotEmail !== null} initialEmail={forgotEmail ?? ''} onClose={() => setForgotEmail(null)} />
      <NotVerifiedDialog open={notVerifiedEmail !== null} email={notVerifiedEmail ?? ''} onClose={() => setNotVerifiedEmail(null)} />
      <CandidateRegistrationDialog open={candidateEmail !== null} initialEmail={candidateEmail ?? ''} onClose={() => setCandidateEmail(null)} />
      <CharityRegistrationDialog open={charityOpen} onClose={() => setCharityOpen(false)} />
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
    </Box>
  );
}
