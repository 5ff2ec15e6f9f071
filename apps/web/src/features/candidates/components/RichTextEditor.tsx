import { useEffect, useId, useRef, useState } from 'react';
import { Box, FormHelperText, IconButton, ToggleButton, Tooltip, Typography } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import { sanitizeRichText } from './rich-text.ts';

type Command = 'bold' | 'italic' | 'underline';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  error?: string;
}

/** A small rich-text box: bold, italic and underline only, with a preview of the result. */
export function RichTextEditor({ label, value, onChange, readOnly, error }: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState(false);
  const [active, setActive] = useState<Record<Command, boolean>>({ bold: false, italic: false, underline: false });

  // The box is not a controlled input: only a value from outside (load, reset) is written into it.
  useEffect(() => {
    const el = box.current;
    if (el && el.innerHTML !== value) el.innerHTML = sanitizeRichText(value);
  }, [value, preview]);

  const refreshActive = () => {
    if (typeof document.queryCommandState !== 'function') return;
    try {
      setActive({ bold: document.queryCommandState('bold'), italic: document.queryCommandState('italic'), underline: document.queryCommandState('underline') });
    } catch {
      // not supported here
    }
  };

  const apply = (command: Command) => {
    box.current?.focus();
    if (typeof document.execCommand === 'function') document.execCommand(command);
    refreshActive();
    if (box.current) onChange(box.current.innerHTML);
  };

  const buttons: { command: Command; icon: React.ReactNode }[] = [
    { command: 'bold', icon: <FormatBoldIcon fontSize="small" /> },
    { command: 'italic', icon: <FormatItalicIcon fontSize="small" /> },
    { command: 'underline', icon: <FormatUnderlinedIcon fontSize="small" /> },
  ];

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" color={error ? 'error' : 'text.primary'} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Box sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {buttons.map(({ command, icon }) => (
            <ToggleButton
              key={command}
              value={command}
              size="small"
              selected={active[command]}
              disabled={readOnly || preview}
              aria-label={t(`profile.richText.${command}`)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(command)}
            >
              {icon}
            </ToggleButton>
          ))}
          <Box sx={{ flex: 1 }} />
          <Tooltip title={preview ? t('profile.richText.edit') : t('profile.richText.preview')}>
            <IconButton size="small" aria-label={t('profile.richText.preview')} aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        {preview ? (
          <Box data-testid="rich-text-preview" sx={{ p: 1.5, minHeight: 96, maxHeight: 400, overflow: 'auto' }} dangerouslySetInnerHTML={{ __html: sanitizeRichText(value) }} />
        ) : (
          <Box
            ref={box}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-readonly={readOnly || undefined}
            contentEditable={!readOnly}
            suppressContentEditableWarning
            onInput={(event) => onChange((event.currentTarget as HTMLDivElement).innerHTML)}
            onKeyUp={refreshActive}
            onMouseUp={refreshActive}
            sx={{ p: 1.5, minHeight: 96, maxHeight: 400, overflow: 'auto', outline: 'none', '&:focus': { bgcolor: 'action.hover' } }}
          />
        )}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
