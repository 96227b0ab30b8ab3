import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useMatch, useParams } from 'react-router-dom';
import { contentSlidesOf } from '../../../src/model/presentation/slides';
import { EmptyState } from '../../components/EmptyState';
import { FormError } from '../../components/FormError';
import { useStudyPlace } from '../study/StudyPlace';
import { studyStrings } from '../study/strings';
import { slidesIcons as icons } from './icons';
import { SlideDeck } from './SlideDeck';
import { SlidesFrame } from './SlidesFrame';
import { type SlidesSource, slidesStrings as strings } from './strings';
import { useSlidesMap } from './useSlidesMap';

/**
 * Content slides (spec 3 section 2.1, map form): `/{id}/contentslides` shows the content of every node of
 * the map that has some; `/{id}/presentation/{presentationId}/contentslides` and
 * `/{id}/lesson/{lessonId}/contentslides` the content of the nodes the presentation's sequence reveals or
 * points at, in its order (src/model/presentation/slides.ts). Full screen, for a projector. The course
 * forms (/course/{courseId}/contentslides, …) show the map as the course opens it.
 */
export default function ContentSlidesScreen() {
  const { mapId, courseId } = useStudyPlace();
  const { presentationId } = useParams();
  const mapLesson = useMatch('/:documentId/lesson/:presentationId/contentslides') !== null;
  const courseLesson = useMatch('/course/:courseId/lesson/:presentationId/contentslides') !== null;
  const lesson = mapLesson || courseLesson;
  const source: SlidesSource = presentationId === undefined ? 'map' : lesson ? 'lesson' : 'presentation';
  return (
    <StoredMapSlides
      key={`${mapId}/${presentationId ?? ''}`}
      documentId={mapId}
      courseId={courseId}
      presentationId={presentationId}
      source={source}
    />
  );
}

interface StoredMapSlidesProps {
  documentId: string;
  courseId: string | null;
  presentationId: string | undefined;
  source: SlidesSource;
}

const StoredMapSlides = observer(function StoredMapSlides({
  documentId,
  courseId,
  presentationId,
  source,
}: StoredMapSlidesProps) {
  const document = useSlidesMap(documentId, courseId);
  const { paths } = useStudyPlace();
  const map = document.map;
  const found = useMemo(() => map && contentSlidesOf(map, presentationId), [map, presentationId]);
  const nodeTitle = useCallback((nodeId: string) => map?.nodes.get(nodeId)?.title, [map]);
  const exitTo = paths.home;
  const backLabel = courseId === null ? strings.backToMap : studyStrings.backToCourse;
  const state = document.state;

  if (state.status === 'failed')
    return (
      <SlidesFrame title={strings.region} exitTo={exitTo}>
        <Stack p="6" maxW="3xl" mx="auto" w="100%">
          <FormError message={state.error} />
        </Stack>
      </SlidesFrame>
    );
  if (state.status === 'loading' || !map || !found)
    return (
      <SlidesFrame title={strings.region} exitTo={exitTo}>
        <HStack role="status" gap="3" p="6" justify="center">
          <Spinner size="sm" />
          <Text>{strings.loading}</Text>
        </HStack>
      </SlidesFrame>
    );
  if (!found.found) {
    const message = source === 'lesson' ? strings.notFound.lesson : strings.notFound.presentation;
    return (
      <SlidesFrame title={strings.title(map.name)} exitTo={exitTo}>
        <Stack p="6" gap="4" maxW="3xl" mx="auto" w="100%" align="start">
          <FormError message={message(found.presentationId)} testId="slides-error" />
          <Button asChild size="sm" variant="outline">
            <RouterLink to={exitTo}>{backLabel}</RouterLink>
          </Button>
        </Stack>
      </SlidesFrame>
    );
  }
  return (
    <SlidesFrame title={strings.title(found.name)} exitTo={exitTo} fullscreen={found.slides.length > 0}>
      {found.slides.length > 0 ? (
        <SlideDeck slides={found.slides} nodeTitle={nodeTitle} />
      ) : (
        <Stack p="6" maxW="3xl" mx="auto" w="100%">
          <EmptyState
            icon={icons.empty}
            title={strings.empty[source]}
            description={strings.emptyHint[source]}
            testId="slides-empty"
          >
            <Button asChild size="sm" variant="outline">
              <RouterLink to={exitTo}>{backLabel}</RouterLink>
            </Button>
          </EmptyState>
        </Stack>
      )}
    </SlidesFrame>
  );
});
