import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLoading, useNotify } from '@/lib/feedback/feedback-context.tsx';
import { takeRegistrationMessage } from '@/features/registration/registration-message.ts';
import type { InvitationLink } from '@/features/registration/components/InvitationRegistrationDialog.tsx';
import { verifyAccount } from '@/lib/api/verify-account.ts';

const INVITATION_KEYS = ['regusr', 'char', 'charnum', 'lname', 'fname', 'token'] as const;
const HANDLED_KEYS = [...INVITATION_KEYS, 'openCandidateReg'];

interface LoginQueryHandlers {
  openInvitation: (invitation: InvitationLink) => void;
  openCandidateRegistration: (email: string) => void;
}

/**
 * The sign-in page's query on mount (spec 1, 'Login page'): a token alone verifies the e-mail; regusr, char, charnum,
 * lname, fname and token open the invitation registration; openCandidateReg opens candidate registration with its
 * value as the e-mail. A stored registration message is shown once. The handled values are then removed from the address.
 */
export function useLoginQuery({ openInvitation, openCandidateRegistration }: LoginQueryHandlers) {
  const { t } = useTranslation();
  const notify = useNotify();
  const loading = useLoading();
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const message = takeRegistrationMessage();
    if (message) notify.success(message);

    const token = params.get('token');
    const isInvitation = INVITATION_KEYS.every((key) => params.has(key)) && Boolean(token);
    if (isInvitation) {
      openInvitation({
        userName: params.get('regusr') ?? '',
        charityName: params.get('char') ?? '',
        charitableNumber: params.get('charnum') ?? '',
        lastName: params.get('lname') ?? '',
        firstName: params.get('fname') ?? '',
        token: token ?? '',
      });
    } else if (token) {
      void loading
        .during(() => verifyAccount(token))
        .then(() => notify.success(t('success.accountVerified')))
        .catch(() => notify.error(t('errors.unableToVerify')));
    }
    if (params.has('openCandidateReg')) openCandidateRegistration(params.get('openCandidateReg') ?? '');

    if (HANDLED_KEYS.some((key) => params.has(key))) {
      const rest = new URLSearchParams(params);
      for (const key of HANDLED_KEYS) rest.delete(key);
      setParams(rest, { replace: true });
    }
    // runs once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
