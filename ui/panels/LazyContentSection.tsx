import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { ContentSectionProps } from './ContentSection';

// The rich-text editor (slate, KaTeX) is loaded when content is first shown, not with the map: opening a
// large map should not wait for the browser to parse an editor nobody has asked for yet.
const ContentSectionModule = lazy(() =>
  import('./ContentSection').then((module) => ({ default: module.ContentSection })),
);

/** ContentSection, with its code loaded on first use. */
export function LazyContentSection(props: ContentSectionProps) {
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <ContentSectionModule {...props} />
    </Suspense>
  );
}
