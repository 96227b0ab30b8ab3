import { Box, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ApiRequestError } from '../../../src/api/session';
import { classMessages } from '../../../src/model/classes';
import { FormError } from '../../components/FormError';
import { useStores } from '../../shell/StoreContext';
import { classStrings } from './strings';

interface JoinAnswer {
  success: true;
  groupId: string;
  name: string;
  joined: boolean;
}

/** /class/:groupId/join: joins through a call, showing 'Joining Class...', then opens the class. */
export default function JoinClassLinkScreen() {
  const { groupId = '' } = useParams();
  const { session, notifications } = useStores();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even under React's development double effects: joining is not idempotent for the UI.
    if (started.current) return;
    started.current = true;
    session
      .request('GET', `/class/${encodeURIComponent(groupId)}/join`)
      .then((body) => {
        const answer = body as unknown as JoinAnswer;
        if (answer.joined)
          notifications.notify({ alertType: 'success', text: classMessages.joined(answer.name) });
        navigate(`/class/${answer.groupId}/resources`, { replace: true });
      })
      .catch((caught: unknown) =>
        setError(caught instanceof ApiRequestError ? caught.message : classMessages.errors.joining),
      );
  }, [groupId, session, notifications, navigate]);

  return (
    <Box as="main" p="8" maxW="560px" mx="auto">
      {error ? (
        <Stack gap="4">
          <FormError message={error} />
          <Link asChild>
            <RouterLink to="/home/class">{classStrings.back}</RouterLink>
          </Link>
        </Stack>
      ) : (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner />
          <Text>{classMessages.joining}</Text>
        </Stack>
      )}
    </Box>
  );
}
