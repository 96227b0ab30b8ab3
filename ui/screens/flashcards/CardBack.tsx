import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Flashcard } from '../../../src/model/flashcards/cards';
import { isEmptyDocument, toDocument } from '../../../src/model/richText/document';
import type { ContentLinks } from '../../content/ContentContext';
import { ContentEditor } from '../../content/ContentEditor';
import { useStudyPlace } from '../study/StudyPlace';
import { flashcardStrings as strings } from './strings';

export interface CardBackProps {
  card: Flashcard;
  nodeTitle: (nodeId: string) => string | undefined;
}

/** A card's answer: a flashcard element's text, or a node's content rendered read only (as slides do). */
export function CardBack({ card, nodeTitle }: CardBackProps) {
  const navigate = useNavigate();
  const { paths } = useStudyPlace();
  const links = useMemo<ContentLinks>(
    () => ({
      followNode: (nodeId) => navigate(paths.node(nodeId)),
      openMap: (path) => navigate(path),
    }),
    [paths, navigate],
  );
  // A plain copy of what the map holds: the renderer must not hold the map's own objects.
  const document = useMemo(
    () => (card.kind === 'node' ? toDocument(JSON.parse(JSON.stringify(card.back ?? null))) : null),
    [card],
  );
  if (card.kind === 'content')
    return <Text fontSize="xl">{card.back === '' ? strings.emptyBack : card.back}</Text>;
  if (document === null || isEmptyDocument(document))
    return <Text color="fg.muted">{strings.emptyBack}</Text>;
  const label = strings.contentOf(card.front);
  return <ContentEditor initialValue={document} readOnly label={label} nodeTitle={nodeTitle} links={links} />;
}
