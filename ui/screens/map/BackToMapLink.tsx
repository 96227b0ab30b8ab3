import { Button, Icon } from '@chakra-ui/react';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { mapScreenStrings as strings } from './strings';

/** The way back from a screen over a map (its quiz, answers, recall, cards) to the map itself. */
export function BackToMapLink({ mapId }: { mapId: string }) {
  return (
    <Button asChild size="xs" variant="outline">
      <Link to={`/${mapId}`}>
        <Icon as={ArrowLeftIcon} aria-hidden />
        {strings.backToMap}
      </Link>
    </Button>
  );
}
