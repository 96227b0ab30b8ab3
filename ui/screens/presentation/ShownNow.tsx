import { Box, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { isHidden } from '../../../src/model/presentation/reveal';
import type { MapDocumentStore } from '../../../src/stores/MapDocumentStore';
import { presentationStrings as strings } from './strings';

/** The most titles read out; the rest are counted. */
const MOST_LISTED = 50;

/**
 * What the replay shows now, as text beside the canvas (which a screen reader cannot read): the titles
 * of the nodes on the level not hidden by the presentation, in the map's order.
 */
export const ShownNow = observer(function ShownNow({ document }: { document: MapDocumentStore }) {
  const { map, session } = document;
  if (!map) return null;
  const { reveal } = session.presented;
  const levelId = session.currentLevelId;
  const shown = map.nodes.filter(
    (node) =>
      node.visibility !== 'hidden' &&
      !isHidden(reveal, node.id) &&
      node.levels.some((level) => level.levelId === levelId),
  );
  const listed = shown.slice(0, MOST_LISTED);
  return (
    <Box srOnly aria-live="polite" data-testid="shown-now" data-count={shown.length}>
      <Text>{strings.shownNow}</Text>
      {shown.length === 0 ? (
        <Text>{strings.nothingShown}</Text>
      ) : (
        <ul>
          {listed.map((node) => (
            <li key={node.id}>{node.title}</li>
          ))}
          {shown.length > listed.length && <li>{strings.shownMore(shown.length - listed.length)}</li>}
        </ul>
      )}
    </Box>
  );
});
