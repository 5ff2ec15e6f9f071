import { useEffect, useState } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { translateKey } from '@/lib/translate-key.ts';
import { useDeleteImage } from '@/features/files/api/delete-image.ts';
import { activeImage, useProfileImages } from '@/features/files/api/find-profile-images.ts';
import type { ImageOwner } from '@/features/files/api/image-owner.ts';
import { useUploadImage } from '@/features/files/api/upload-image.ts';
import { imageProblem } from '@/lib/upload-checks.ts';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { ChooseFileButton, IMAGE_ACCEPT, UploadNote } from '@/components/FileChooser.tsx';

export interface ProfileImageDialogProps {
  /** Whose pictures: a candidate's or a charity's. */
  owner: ImageOwner;
  open: boolean;
  onClose: () => void;
  /** After the picture was replaced or deleted. */
  onChanged?: () => void;
}

/** Profile picture: choose a .jpg or .png, preview it (400 px high at most), save it; or delete the current one. */
export function ProfileImageDialog({ owner, open, onClose, onChanged }: ProfileImageDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const images = useProfileImages(owner, open);
  const upload = useUploadImage(owner, 'profile-image');
  const remove = useDeleteImage(owner);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const current = activeImage(images.data);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (!open) {
      setFile(null);
      setProblem(null);
    }
  }, [open]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const issue = imageProblem(chosen);
    setProblem(issue ? translateKey(t, issue) : null);
    setFile(issue ? null : chosen);
  };

  const save = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      notify.success(t('images.pictureUpdated'));
      onChanged?.();
      onClose();
    } catch (error) {
      notify.error(serverMessage(error));
    }
  };

  const confirmDelete = async () => {
    if (!current) return;
    try {
      await remove.mutateAsync(current.id);
      setConfirming(false);
      notify.success(t('images.pictureDeleted'));
      onChanged?.();
    } catch (error) {
      setConfirming(false);
      notify.error(serverMessage(error));
    }
  };

  // The list's URL is signed: an <img> cannot send the session.
  const shown = preview ?? current?.image.url ?? null;
  return (
    <>
      <ModalDialog
        open={open}
        title={t('images.profileTitle')}
        onClose={onClose}
        width={650}
        onSubmit={save}
        submitLabel={t('images.savePicture')}
        submitDisabled={!file}
        submitting={upload.isPending}
        extraActions={
          current && !file ? (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('images.deletePicture')}
            </Button>
          ) : undefined
        }
      >
        {images.isPending ? (
          <LinearProgress aria-label={t('common.loading')} />
        ) : (
          <Stack spacing={2} alignItems="center">
            {shown ? (
              <Box component="img" src={shown} alt={t('images.preview')} sx={{ maxHeight: 400, maxWidth: '100%', objectFit: 'contain', borderRadius: 1 }} />
            ) : (
              <Typography color="text.secondary">{t('images.noPicture')}</Typography>
            )}
            <ChooseFileButton label={t('images.choosePicture')} icon={<PhotoCameraIcon />} accept={IMAGE_ACCEPT} onFile={choose} />
            <UploadNote problem={problem} accepted={t('images.accepted')} />
          </Stack>
        )}
      </ModalDialog>
      <ConfirmDialog open={confirming} message={t('images.confirmDeletePicture')} onConfirm={confirmDelete} onCancel={() => setConfirming(false)} busy={remove.isPending} />
    </>
  );
}
