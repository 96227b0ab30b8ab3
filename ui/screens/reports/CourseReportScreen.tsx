import { useQuery } from '@apollo/client/react';
import { Box, Button, Stack } from '@chakra-ui/react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { MAP_SUMMARY_CONTENT } from '../../../src/api/graphql';
import { USAGE_EXIT_FALLBACK } from '../../../src/model/usage';
import { PageHeader } from '../../components/PageHeader';
import { CourseProgressReport } from './CourseProgressReport';
import { reportStrings } from './strings';

/**
 * /:documentId/courseReport (spec 3 section 2.2): everyone's progress through the course the map holds,
 * and their answers to its quizzes, for the map's owner and editors and site administrators; anyone else
 * reads 'Not accessible'. Exit goes back where the reader came from (the maps list when opened directly).
 */
export default function CourseReportScreen() {
  const { documentId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const summary = useQuery(MAP_SUMMARY_CONTENT, {
    variables: { mapId: documentId },
    fetchPolicy: 'cache-first',
  });
  const mapName = summary.data?.mapSummary.name;
  // React Router gives the first entry of a visit the key 'default': nothing to go back to.
  const exit = () => (location.key === 'default' ? navigate(USAGE_EXIT_FALLBACK) : navigate(-1));
  return (
    <Box as="main" p="6" maxW="1400px" mx="auto">
      <Stack gap="5">
        <PageHeader
          title={reportStrings.title}
          subtitle={mapName ? reportStrings.subtitle(mapName) : ''}
          action={
            <Button variant="outline" onClick={exit}>
              {reportStrings.exit}
            </Button>
          }
        />
        <CourseProgressReport key={documentId} mapId={documentId} groupId={null} />
      </Stack>
    </Box>
  );
}
