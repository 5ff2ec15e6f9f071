import { useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChipPicker, type ChipOption } from '@/components/ChipPicker.tsx';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useUnlink } from '@/features/candidates/api/unlink-profile-item.ts';

interface ProfileChipsProps {
  candidateId: number;
  kind: 'skill' | 'focusArea';
  label: string;
  options: readonly ChipOption[];
  value: number[];
  /** The ids stored on the profile: removing one of them unlinks it on the server after confirmation. */
  savedIds: readonly number[];
  onChange: (value: number[]) => void;
  error?: string;
}

/** Skill or focus area chips with the selector dialog; unlinking a saved one asks first and keeps at least one. */
export function ProfileChips({ candidateId, kind, label, options, value, savedIds, onChange, error }: ProfileChipsProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const unlink = useUnlink(candidateId);
  const [pending, setPending] = useState<ChipOption | null>(null);
  const lastMessage = kind === 'skill' ? t('profile.errors.keepSkill') : t('profile.errors.keepFocusArea');

  const change = (next: number[]) => {
    const removed = value.filter((id) => !next.includes(id));
    if (removed.length === 1 && next.length === value.length - 1 && savedIds.includes(removed[0]!)) {
      if (value.length === 1) {
        notify.error(lastMessage);
        return;
      }
      const id = removed[0]!;
      setPending({ id, name: options.find((o) => o.id === id)?.name ?? String(id) });
      return;
    }
    onChange(next);
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await unlink.mutateAsync({ kind, id: pending.id });
      onChange(value.filter((id) => id !== pending.id));
    } catch (err) {
      notify.error(serverMessage(err));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <ChipPicker label={label} options={options} value={value} onChange={change} required error={error} />
      <ModalDialog
        open={pending !== null}
        title={t('profile.unlinkTitle')}
        onClose={() => setPending(null)}
        onSubmit={() => void confirm()}
        submitting={unlink.isPending}
        width={600}
      >
        <Typography>{t('profile.unlinkConfirm', { name: pending?.name ?? '' })}</Typography>
      </ModalDialog>
    </>
  );
}
