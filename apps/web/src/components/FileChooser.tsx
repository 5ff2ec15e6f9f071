import type { ReactNode } from 'react';
import { Button, Typography, type SxProps, type Theme } from '@mui/material';

export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const RESUME_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface ChooseFileButtonProps {
  /** The button's text, also the file input's accessible name. */
  label: string;
  icon: ReactNode;
  accept: string;
  disabled?: boolean;
  onFile: (file: File | undefined) => void;
}

/** A button that opens the file picker; the same file can be chosen again after a refusal. */
export function ChooseFileButton({ label, icon, accept, disabled, onFile }: ChooseFileButtonProps) {
  return (
    <Button component="label" variant="outlined" startIcon={icon} disabled={disabled}>
      {label}
      <input
        hidden
        type="file"
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Button>
  );
}

/** What is wrong with the chosen file (an alert), else what files are accepted. */
export function UploadNote({ problem, accepted, sx }: { problem: string | null; accepted: string; sx?: SxProps<Theme> }) {
  return (
    <Typography variant="body2" sx={sx} color={problem ? 'error' : 'text.secondary'} role={problem ? 'alert' : undefined}>
      {problem ?? accepted}
    </Typography>
  );
}
