import { Button, Text } from '@chakra-ui/react';

export interface NodeEntryButtonProps {
  title: string;
  /** A muted note after the title (its level, the connection's type); none when left out. */
  detail?: string | null;
  /** The note at the far end of the row rather than just after the title. */
  detailAtEnd?: boolean;
  onClick: () => void;
}

/** A node the panels list (search hits, adjoining nodes): its title, a muted note, and a click to go there. */
export function NodeEntryButton({ title, detail, detailAtEnd = false, onClick }: NodeEntryButtonProps) {
  return (
    <Button
      size="xs"
      variant="ghost"
      width="full"
      justifyContent={detailAtEnd ? 'space-between' : 'flex-start'}
      onClick={onClick}
    >
      <Text as="span" truncate>
        {title}
      </Text>
      {detail && (
        <Text as="span" color="fg.muted" fontSize="2xs">
          {detail}
        </Text>
      )}
    </Button>
  );
}
