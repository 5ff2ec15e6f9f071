import { useEffect, useState, type DragEvent } from 'react';
import { Box, ButtonBase, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import type { BackgroundImage } from '@boardmatch/shared';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { translateKey } from '@/lib/translate-key.ts';
import { useBackgroundThumbnails } from '@/features/files/api/find-background-thumbnails.ts';
import type { ImageOwner } from '@/features/files/api/image-owner.ts';
import { useSetBackground } from '@/features/files/api/set-background.ts';
import { useUploadImage } from '@/features/files/api/upload-image.ts';
import { imageProblem } from '@/lib/upload-checks.ts';
import { ChooseFileButton, IMAGE_ACCEPT, UploadNote } from '@/components/FileChooser.tsx';

export interface BackgroundImageDialogProps {
  /** Whose pictures: a candidate's or a charity's. */
  owner: ImageOwner;
  open: boolean;
  onClose: () => void;
  /** After a background was applied. */
  onChanged?: () => void;
}

const PER_PAGE = 4;
const THUMBNAIL_HEIGHT = 125;
const PREVIEW_HEIGHT = 250;

interface CarouselProps {
  title: string;
  images: BackgroundImage[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  optionLabel: (n: number) => string;
  empty: string;
}

/** Four thumbnails at a time with previous and next buttons. */
function ThumbnailCarousel({ title, images, selectedId, onSelect, optionLabel, empty }: CarouselProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(images.length / PER_PAGE));
  useEffect(() => {
    if (page > pages - 1) setPage(pages - 1);
  }, [page, pages]);
  const shown = images.slice(page * PER_PAGE, page * PER_PAGE + PER_PAGE);
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {images.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack direction="row" alignItems="center" spacing={1}>
          <IconButton aria-label={`${t('images.previousPage')} (${title})`} disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Box sx={{ flex: 1, display: 'grid', gridTemplateColumns: `repeat(${PER_PAGE}, 1fr)`, gap: 1 }}>
            {shown.map((image, i) => {
              const selected = image.id === selectedId;
              const label = optionLabel(page * PER_PAGE + i + 1);
              return (
                <ButtonBase
                  key={image.id}
                  aria-label={label}
                  aria-pressed={selected}
                  onClick={() => onSelect(image.id)}
                  sx={{
                    position: 'relative',
                    height: THUMBNAIL_HEIGHT,
                    borderRadius: 1,
                    overflow: 'hidden',
                    outline: selected ? '3px solid' : '1px solid',
                    outlineColor: selected ? 'primary.main' : 'divider',
                  }}
                >
                  <Box component="img" src={image.url} alt="" sx={{ width: '100%', height: THUMBNAIL_HEIGHT, objectFit: 'cover' }} />
                  {selected && <CheckCircleIcon color="primary" titleAccess={t('images.selected')} sx={{ position: 'absolute', top: 6, right: 6, bgcolor: '#fff', borderRadius: '50%' }} />}
                </ButtonBase>
              );
            })}
          </Box>
          <IconButton aria-label={`${t('images.nextPage')} (${title})`} disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}

/** 'Select or Upload Background Image': the default backgrounds, the candidate's own uploads, an upload area, and apply. */
export function BackgroundImageDialog({ owner, open, onClose, onChanged }: BackgroundImageDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const thumbnails = useBackgroundThumbnails(owner, open);
  const upload = useUploadImage(owner, 'background-image');
  const apply = useSetBackground(owner);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const images = thumbnails.data ?? [];
  const current = images.find((i) => i.isSelected)?.id ?? null;
  const chosen = selectedId ?? current;
  const chosenImage = images.find((i) => i.id === chosen) ?? null;

  useEffect(() => {
    if (!open) {
      setSelectedId(null);
      setProblem(null);
    }
  }, [open]);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const issue = imageProblem(file);
    setProblem(issue ? translateKey(t, issue) : null);
    if (issue) return;
    try {
      const saved = await upload.mutateAsync(file);
      setSelectedId(saved.id);
      notify.success(t('images.backgroundUploaded'));
    } catch (error) {
      notify.error(serverMessage(error));
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files?.[0]);
  };

  const submit = async () => {
    if (chosen === null) return;
    try {
      await apply.mutateAsync(chosen);
      notify.success(t('images.backgroundUpdated'));
      onChanged?.();
      onClose();
    } catch {
      notify.error(t('images.backgroundFailed'));
    }
  };

  return (
    <ModalDialog
      open={open}
      title={t('images.backgroundTitle')}
      onClose={onClose}
      width={1100}
      onSubmit={submit}
      submitLabel={t('images.applyBackground')}
      submitDisabled={chosen === null}
      submitting={apply.isPending}
    >
      {thumbnails.isPending ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : (
        <>
          {chosenImage && (
            <Box component="img" src={chosenImage.url} alt={t('images.backgroundPreview')} sx={{ display: 'block', width: '100%', height: PREVIEW_HEIGHT, objectFit: 'cover', borderRadius: 1, mb: 2 }} />
          )}
          <ThumbnailCarousel
            title={t('images.defaultBackgrounds')}
            images={images.filter((i) => i.isDefault)}
            selectedId={chosen}
            onSelect={setSelectedId}
            optionLabel={(n) => t('images.backgroundOption', { n })}
            empty=""
          />
          <ThumbnailCarousel
            title={t('images.customBackgrounds')}
            images={images.filter((i) => !i.isDefault)}
            selectedId={chosen}
            onSelect={setSelectedId}
            optionLabel={(n) => t('images.customBackgroundOption', { n })}
            empty={t('images.noCustomBackgrounds')}
          />
          <Box
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            sx={{ border: '2px dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 3, textAlign: 'center' }}
          >
            <ChooseFileButton
              label={t('images.uploadBackground')}
              icon={<CloudUploadIcon />}
              accept={IMAGE_ACCEPT}
              disabled={upload.isPending}
              onFile={(file) => void send(file)}
            />
            {upload.isPending && <LinearProgress sx={{ mt: 2 }} aria-label={t('common.loading')} />}
            <UploadNote problem={problem} accepted={t('images.accepted')} sx={{ mt: 1 }} />
          </Box>
        </>
      )}
    </ModalDialog>
  );
}
