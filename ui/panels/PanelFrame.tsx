import { Box, CloseButton, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { panelStrings as strings } from './strings';

export interface PanelFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** One side panel: a named region with its heading and a close button. */
export function PanelFrame({ title, onClose, children }: PanelFrameProps) {
  return (
    <Box as="section" aria-label={title} p="3" borderBottomWidth="1px">
      <HStack justify="space-between" mb="2">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        <CloseButton size="2xs" aria-label={strings.close(title)} onClick={onClose} />
      </HStack>
      {children}
    </Box>
  );
}
