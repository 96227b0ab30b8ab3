import { useQuery } from '@apollo/client/react';
import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { graphQLErrorMessage, MAP_USAGE } from '../../../src/api/graphql';
import { USAGE_EXIT_FALLBACK, usageChartPoints } from '../../../src/model/usage';
import { FormError } from '../../components/FormError';
import { PageHeader } from '../../components/PageHeader';
import { usageStrings } from './strings';
import { UsageChart } from './UsageChart';

/**
 * /:documentId/usage (spec 1 section 2): the map's daily usage as a chart, with an Exit button back to
 * where the user came from (the maps list when the report was opened directly).
 */
export default function UsageReportScreen() {
  const { documentId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(MAP_USAGE, {
    variables: { mapId: documentId },
    skip: !documentId,
  });
  const points = useMemo(() => usageChartPoints(data?.mapUsage.dayUsage ?? []), [data]);

  useEffect(() => {
    if (error) console.warn('Map usage', error);
  }, [error]);

  // React Router gives the first entry of a visit the key 'default': nothing to go back to.
  const exit = () => (location.key === 'default' ? navigate(USAGE_EXIT_FALLBACK) : navigate(-1));

  let content: ReactNode;
  if (!data && loading)
    content = (
      <HStack role="status" gap="3">
        <Spinner size="sm" />
        <Text>{usageStrings.loading}</Text>
      </HStack>
    );
  else if (!data && error)
    content = <FormError message={graphQLErrorMessage(error, usageStrings.loadFailed)} />;
  else if (points.length === 0) content = <Text color="fg.muted">{usageStrings.noData}</Text>;
  else content = <UsageChart points={points} />;

  return (
    <Box as="main" p="6" maxW="1200px" mx="auto">
      <Stack gap="5">
        <PageHeader
          title={usageStrings.title}
          subtitle={usageStrings.subtitle}
          action={
            <Button variant="outline" onClick={exit}>
              {usageStrings.exit}
            </Button>
          }
        />
        {content}
      </Stack>
    </Box>
  );
}
