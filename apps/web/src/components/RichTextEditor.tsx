import { useEffect, useId, useState } from 'react';
import { Box, FormHelperText, IconButton, ToggleButton, Tooltip, Typography } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Document from '@tiptap/extension-document';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Bold from '@tiptap/extension-bold';
import Italic from '@tiptap/extension-italic';
import Underline from '@tiptap/extension-underline';
import { Placeholder, UndoRedo } from '@tiptap/extensions';
import { useTranslation } from 'react-i18next';
import { RichText } from './RichText.tsx';

type Mark = 'bold' | 'italic' | 'underline';

const MARKS: { mark: Mark; icon: React.ReactNode; toggle: (editor: Editor) => void }[] = [
  { mark: 'bold', icon: <FormatBoldIcon fontSize="small" />, toggle: (e) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', icon: <FormatItalicIcon fontSize="small" />, toggle: (e) => e.chain().focus().toggleItalic().run() },
  { mark: 'underline', icon: <FormatUnderlinedIcon fontSize="small" />, toggle: (e) => e.chain().focus().toggleUnderline().run() },
];

/** What the form holds: '' for an empty box, else the editor's HTML (paragraphs with b/i/u only). */
const valueOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export interface RichTextEditorProps {
  label: string;
  /** HTML; '' or null is an empty box. */
  value: string | null | undefined;
  onChange: (html: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  error?: string;
  placeholder?: string;
  /** Focus the box, its cursor at the end, as soon as it is made (a box chosen before the editor was made). */
  autoFocus?: boolean;
}

/**
 * The rich-text box of every form: bold, italic and underline only (toolbar or Ctrl+B, Ctrl+I, Ctrl+U), with a
 * preview. Controlled like an input, so react-hook-form's field value and onChange plug straight in.
 */
export function RichTextEditor({ label, value, onChange, onBlur, readOnly = false, error, placeholder, autoFocus = false }: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const [preview, setPreview] = useState(false);

  // Options are passed again on every render (Tiptap updates them in place), so onChange and the ARIA state stay current.
  const editor = useEditor({
    extensions: [Document, Paragraph, Text, Bold, Italic, Underline, UndoRedo, Placeholder.configure({ placeholder: placeholder ?? '' })],
    content: value || '',
    editable: !readOnly,
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(valueOf(e)),
    onBlur: () => onBlur?.(),
  });

  // Only a value from outside (a load, a reset) is written into the box; the box's own edits already match it.
  // An editor still starting (its commands not made yet) or already torn down takes no content: the first gets the
  // value as its initial content, the second needs none.
  useEffect(() => {
    if (!editor || editor.isDestroyed || !editor.isInitialized) return;
    if ((value || '') !== valueOf(editor)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ bold: !!e?.isActive('bold'), italic: !!e?.isActive('italic'), underline: !!e?.isActive('underline') }),
  }) ?? { bold: false, italic: false, underline: false };

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="div" color={error ? 'error' : 'text.primary'} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Box role="toolbar" aria-label={label} sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {MARKS.map(({ mark, icon, toggle }) => (
            <ToggleButton
              key={mark}
              value={mark}
              size="small"
              selected={active[mark]}
              disabled={readOnly || preview || !editor}
              aria-label={t(`profile.richText.${mark}`)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor && toggle(editor)}
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
        {preview && <RichText html={value} data-testid="rich-text-preview" sx={{ p: 1.5, minHeight: 96, maxHeight: 400, overflow: 'auto' }} />}
        <Box
          sx={{
            display: preview ? 'none' : 'block',
            '& .tiptap': { p: 1.5, minHeight: 96, maxHeight: 400, overflow: 'auto', outline: 'none', '&:focus': { bgcolor: 'action.hover' } },
            '& .tiptap p': { m: 0, mb: 1 },
            '& .tiptap p.is-editor-empty:first-of-type::before': { content: 'attr(data-placeholder)', color: 'text.disabled', float: 'left', height: 0, pointerEvents: 'none' },
          }}
        >
          <EditorContent editor={editor} />
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
