import { Fragment, createElement, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { DROPPED_TAGS, RICH_TEXT_TAGS, parseRichText } from '@/lib/rich-text.ts';

/** React elements for the allowed tags only, without any attribute; text is always text. */
function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).localName;
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(node.childNodes).map(toReact);
  if (tag === 'br') return createElement('br', { key });
  // An older editor wrote each line as a div.
  const name = tag === 'div' ? 'p' : tag;
  if (RICH_TEXT_TAGS.has(name)) return createElement(name, { key }, ...children);
  return createElement(Fragment, { key }, ...children);
}

interface RichTextProps {
  html: string | null | undefined;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

/**
 * Shows rich text: bold, italic and underline in paragraphs and line breaks. The server stores it clean;
 * this reads it again through the same allow-list into React elements, so no markup ever reaches the page as HTML.
 */
export function RichText({ html, sx, ...rest }: RichTextProps) {
  if (!html) return null;
  const nodes = Array.from(parseRichText(html).childNodes).map(toReact);
  return (
    <Box sx={[{ '& p': { m: 0, mb: 1 }, '& p:last-child': { mb: 0 } }, ...(Array.isArray(sx) ? sx : [sx])]} data-testid={rest['data-testid']}>
      {nodes}
    </Box>
  );
}
