import { useRef, useState } from 'react';
import type { PendingInvitation } from '@boardmatch/shared';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * After an invite is refused because an invitation is already pending for the e-mail (409): asks whether to
 * send that invitation again instead, and does so (once, however often Yes is pressed).
 */
export function ResendPendingInvitation({
  email,
  message,
  resentText,
  find,
  resend,
  onCancel,
  onResent,
}: {
  /** The refused e-mail; null keeps the question closed. */
  email: string | null;
  message: string;
  resentText: string;
  find: (email: string) => Promise<PendingInvitation[]>;
  resend: (id: number) => Promise<unknown>;
  onCancel: () => void;
  onResent: () => void;
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const working = useRef(false);

  const confirm = async () => {
    if (!email || working.current) return;
    working.current = true;
    setBusy(true);
    try {
      const pending = (await find(email)).find((i) => i.email.toLowerCase() === email.toLowerCase());
      if (!pending) {
        onCancel();
        return;
      }
      await resend(pending.id);
      notify.success(resentText);
      onResent();
    } catch (error) {
      notify.error(serverMessage(error));
      onCancel();
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  return <ConfirmDialog open={email !== null} message={message} onCancel={onCancel} onConfirm={() => void confirm()} busy={busy} />;
}
