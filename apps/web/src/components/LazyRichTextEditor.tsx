import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { Box, FormHelperText, IconButton, ToggleButton, Typography } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import { RichText } from './RichText.tsx';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

const loadEditor = () => import('./RichTextEditor.tsx');
const Editor = lazy(() => loadEditor().then((module) => ({ default: module.RichTextEditor })));

const MARKS = [
  { mark: 'bold', icon: <FormatBoldIcon fontSize="small" /> },
  { mark: 'italic', icon: <FormatItalicIcon fontSize="small" /> },
  { mark: 'underline', icon: <FormatUnderlinedIcon fontSize="small" /> },
] as const;

interface BoxProps extends RichTextEditorProps {
  /** The box or a tool of its bar can be chosen (focused, clicked) to start editing; without it, the box waits for the
   * editor's code, or is read-only. */
  onStart?: () => void;
}

/**
 * The editor's box as it looks, with the saved text in it: what a form shows until the box is first chosen, and while
 * the editor's code downloads. It is the labelled text box itself (read-only boxes are never more than this).
 */
function EditorBox({ label, value, error, readOnly, placeholder, onStart }: BoxProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="div" color={error ? 'error' : 'text.primary'} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Box sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {MARKS.map(({ mark, icon }) => (
            <ToggleButton key={mark} value={mark} size="small" disabled={!onStart} onClick={onStart} aria-label={t(`profile.richText.${mark}`)}>
              {icon}
            </ToggleButton>
          ))}
          <Box sx={{ flex: 1 }} />
          <IconButton size="small" disabled={!onStart} onClick={onStart} aria-label={t('profile.richText.preview')}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Box>
        <Box
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-busy={onStart || readOnly ? undefined : 'true'}
          {...(readOnly ? { 'aria-readonly': 'true' } : {})}
          {...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {})}
          tabIndex={onStart ? 0 : undefined}
          onFocus={onStart}
          onPointerDown={onStart}
          sx={{ p: 1.5, minHeight: 96, maxHeight: 400, overflow: 'auto', cursor: onStart ? 'text' : undefined, outline: 'none', '&:focus': { bgcolor: 'action.hover' } }}
        >
          {value ? (
            <RichText html={value} sx={{ '& p:last-child': { mb: 1 } }} />
          ) : (
            placeholder && (
              <Typography component="p" color="text.disabled" sx={{ m: 0 }}>
                {placeholder}
              </Typography>
            )
          )}
        </Box>
      </Box>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/**
 * The rich-text editor of a form. Making one costs a phone a long moment (its code is the largest of any form, and it
 * builds its document and view at once), so a form shows the box with its text until the box is first chosen: a click,
 * a tap or the keyboard's focus makes the editor there, focused. Its code is asked for with the first key or tap on the
 * page, before the box is likely to be chosen.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (props.readOnly) return;
    const load = () => void loadEditor();
    for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, load, { once: true, capture: true, passive: true });
    return () => {
      for (const type of ['pointerdown', 'keydown']) window.removeEventListener(type, load, { capture: true });
    };
  }, [props.readOnly]);
  if (props.readOnly) return <EditorBox {...props} />;
  if (!editing) return <EditorBox {...props} onStart={() => setEditing(true)} />;
  return (
    <Suspense fallback={<EditorBox {...props} />}>
      <Editor {...props} autoFocus />
    </Suspense>
  );
}
