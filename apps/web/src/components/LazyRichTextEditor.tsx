import { Suspense, lazy } from 'react';
import { Box, FormHelperText, IconButton, ToggleButton, Typography } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import { RichText } from './RichText.tsx';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

const Editor = lazy(() => import('./RichTextEditor.tsx').then((module) => ({ default: module.RichTextEditor })));

const MARKS = [
  { mark: 'bold', icon: <FormatBoldIcon fontSize="small" /> },
  { mark: 'italic', icon: <FormatItalicIcon fontSize="small" /> },
  { mark: 'underline', icon: <FormatUnderlinedIcon fontSize="small" /> },
] as const;

/** The editor's box as it will look, with the saved text in it, while the editor's code downloads. */
function EditorPlaceholder({ label, value, error }: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true">
      <Typography variant="subtitle2" component="div" color={error ? 'error' : 'text.primary'} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Box sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {MARKS.map(({ mark, icon }) => (
            <ToggleButton key={mark} value={mark} size="small" disabled aria-label={t(`profile.richText.${mark}`)}>
              {icon}
            </ToggleButton>
          ))}
          <Box sx={{ flex: 1 }} />
          <IconButton size="small" disabled aria-label={t('profile.richText.preview')}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Box>
        <RichText html={value} sx={{ p: 1.5, minHeight: 96, maxHeight: 400, overflow: 'auto', '& p:last-child': { mb: 1 } }} />
        {!value && <Box sx={{ minHeight: 96 }} />}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** The rich-text editor, whose code (the largest of any form) loads when a form first shows one. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder {...props} />}>
      <Editor {...props} />
    </Suspense>
  );
}
