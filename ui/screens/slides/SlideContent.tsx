import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { RichText } from '../../../src/model/map/content';
import { toDocument } from '../../../src/model/richText/document';
import type { ContentLinks } from '../../content/ContentContext';
import { ContentEditor } from '../../content/ContentEditor';

/**
 * Sizes for a room: the content's text grows with the screen, and its headings, code and quiz fields are
 * sized relative to it and below the slide's own heading (the editor's sizes are fixed, for a side panel).
 */
const PROJECTED = {
  '& [data-slate-editor]': { fontSize: 'clamp(1.25rem, 0.8rem + 1.6vw, 2.75rem)', lineHeight: '1.45' },
  '& [data-slate-editor] h1': { fontSize: '1.5em' },
  '& [data-slate-editor] h2': { fontSize: '1.3em' },
  '& [data-slate-editor] h3': { fontSize: '1.15em' },
  '& [data-slate-editor] h4': { fontSize: '1.05em' },
  '& [data-slate-editor] h5': { fontSize: '1em' },
  '& [data-slate-editor] h6': { fontSize: '0.9em' },
  '& [data-slate-editor] :is(pre, [data-quiz-field])': { fontSize: '0.85em' },
  '& [data-slate-editor] :is(p, li)': { marginBlock: '0.4em' },
} as const;

export interface SlideContentProps {
  prose: RichText;
  /** The content's accessible name (the read-only rendering is a group, not a text box). */
  label: string;
  nodeTitle: (nodeId: string) => string | undefined;
  links: ContentLinks;
}

/** A node's content as the editor renders it read only (ui/content), large. */
export function SlideContent({ prose, label, nodeTitle, links }: SlideContentProps) {
  // A plain copy of what the map holds: the renderer must not hold the map's own objects.
  const document = useMemo(() => toDocument(JSON.parse(JSON.stringify(prose ?? null))), [prose]);
  return (
    <Box css={PROJECTED} role="group" aria-label={label} data-testid="slide-content">
      <ContentEditor initialValue={document} readOnly label={label} nodeTitle={nodeTitle} links={links} />
    </Box>
  );
}
