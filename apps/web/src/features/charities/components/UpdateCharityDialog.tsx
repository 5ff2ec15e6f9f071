import { useRef, useState } from 'react';
import { CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useCharityDetails } from '@/features/charities/api/get-charity-details.ts';
import { CharityDetailsForm } from './CharityDetailsForm.tsx';
import { PositionMatchingForm } from './PositionMatchingForm.tsx';

/** The header's full-screen 'Update Charity': the charity form and the position matching answers, with cancel and submit. */
export function UpdateCharityDialog({ charityId, open, onClose, onUpdated }: { charityId: number | null; open: boolean; onClose: () => void; /** After a successful submit (the staff screen says 'Charity Updated'). */ onUpdated?: () => void }) {
  const { t } = useTranslation();
  const details = useCharityDetails(open ? charityId : null);
  const detailsRef = useRef<(() => Promise<boolean>) | null>(null);
  const matchingRef = useRef<(() => Promise<boolean>) | null>(null);

  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    try {
      if (!detailsRef.current || !(await detailsRef.current())) return;
      if (matchingRef.current && !(await matchingRef.current())) return;
    } finally {
      setSaving(false);
    }
    onUpdated?.();
    onClose();
  };

  return (
    <ModalDialog open={open} fullScreen title={t('charity.updateCharity')} onClose={onClose} onSubmit={submit} submitDisabled={!details.data} submitting={saving}>
      {details.data ? (
        <Stack spacing={4} sx={{ maxWidth: 1200, mx: 'auto' }}>
          <CharityDetailsForm details={details.data} readOnly={false} submitRef={detailsRef} />
          <PositionMatchingForm details={details.data} readOnly={false} submitRef={matchingRef} />
        </Stack>
      ) : (
        <CircularProgress aria-label={t('common.loading')} />
      )}
    </ModalDialog>
  );
}
