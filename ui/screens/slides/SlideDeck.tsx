import { Box, Button, Flex, Heading, HStack, Icon, Text, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ContentSlide } from '../../../src/model/presentation/slides';
import type { ContentLinks } from '../../content/ContentContext';
import { type DeckMove, movedTo } from './deckKeys';
import { slidesIcons as icons } from './icons';
import { SlideContent } from './SlideContent';
import { slidesStrings as strings } from './strings';
import { useDeckKeys } from './useDeckKeys';

export interface SlideDeckProps {
  /** At least one. */
  slides: readonly ContentSlide[];
  /** A node's title for node links in the content. */
  nodeTitle: (nodeId: string) => string | undefined;
}

/**
 * The slides, one at a time: the node's title as the slide's heading and its content large, with
 * Previous and Next, the deck's keys (deckKeys.ts) and where the slide stands in the deck ("2 / 5").
 * A node link in the content goes to that node's slide when the deck has one.
 */
export function SlideDeck({ slides, nodeTitle }: SlideDeckProps) {
  const total = slides.length;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, total - 1);
  const move = useCallback((to: DeckMove) => setIndex((at) => movedTo(to, at, total)), [total]);
  useDeckKeys(move);
  const navigate = useNavigate();
  const links = useMemo<ContentLinks>(
    () => ({
      followNode: (nodeId) => {
        const at = slides.findIndex((slide) => slide.nodeId === nodeId);
        if (at >= 0) setIndex(at);
      },
      openMap: (path) => navigate(path),
    }),
    [slides, navigate],
  );
  const slide = slides[current];
  if (!slide) return null;
  const title = slide.title.trim() === '' ? strings.untitled : slide.title;
  const position = strings.position(current + 1, total);

  return (
    <>
      <Box
        role="region"
        aria-label={strings.region}
        // Focusable, so a long slide scrolls with the Up and Down keys (axe: scrollable-region-focusable).
        tabIndex={0}
        flex="1"
        minH="0"
        overflowY="auto"
        px={{ base: 4, md: 12 }}
        py={{ base: 4, md: 10 }}
      >
        <Box
          as="article"
          key={slide.nodeId}
          aria-roledescription="slide"
          aria-label={position}
          data-node-id={slide.nodeId}
          maxW="80rem"
          mx="auto"
        >
          <Heading
            as="h2"
            fontSize="clamp(2rem, 1rem + 3.5vw, 5rem)"
            lineHeight="1.15"
            mb={{ base: 4, md: 8 }}
          >
            {title}
          </Heading>
          <SlideContent
            prose={slide.prose}
            label={strings.contentOf(title)}
            nodeTitle={nodeTitle}
            links={links}
          />
        </Box>
      </Box>
      <HStack justify="center" gap="6" px="4" py="3" borderTopWidth="1px">
        <Button variant="outline" onClick={() => move('previous')} disabled={current === 0}>
          <Icon as={icons.previous} aria-hidden />
          {strings.previous}
        </Button>
        <Flex minW="16" justify="center">
          <Text fontSize="lg" fontVariantNumeric="tabular-nums" aria-hidden data-testid="slide-position">
            {current + 1} / {total}
          </Text>
          <VisuallyHidden role="status" aria-live="polite">
            {`${position}: ${title}`}
          </VisuallyHidden>
        </Flex>
        <Button variant="outline" onClick={() => move('next')} disabled={current === total - 1}>
          {strings.next}
          <Icon as={icons.next} aria-hidden />
        </Button>
      </HStack>
      <VisuallyHidden>{strings.keysHint}</VisuallyHidden>
    </>
  );
}
