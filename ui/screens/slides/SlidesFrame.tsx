import { Button, Flex, Heading, HStack, Icon } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStores } from '../../shell/StoreContext';
import { slidesIcons as icons } from './icons';
import { slidesStrings as strings } from './strings';
import { useFullscreen } from './useFullscreen';

export interface SlidesFrameProps {
  /** The page's one h1: what the slides are of. */
  title: string;
  /** Where Exit goes: the map. */
  exitTo: string;
  /** Offer full screen (there are slides to show). */
  fullscreen?: boolean;
  children: ReactNode;
}

/** The screen round the slides: its heading, full screen and Exit above, the slides (or a message) below. */
export function SlidesFrame({
  title,
  exitTo,
  fullscreen: offerFullscreen = false,
  children,
}: SlidesFrameProps) {
  const root = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(root);
  const { notifications } = useStores();
  const toggle = () =>
    fullscreen
      .toggle()
      .catch(() => notifications.notify({ alertType: 'error', text: strings.fullscreenFailed }));
  return (
    <Flex ref={root} direction="column" h="100dvh" bg="bg" color="fg">
      <HStack as="header" px="4" py="2" gap="3" borderBottomWidth="1px">
        <Heading as="h1" size="md" flex="1" minW="0" truncate>
          {title}
        </Heading>
        {offerFullscreen && fullscreen.supported && (
          <Button size="sm" variant="ghost" onClick={toggle} aria-pressed={fullscreen.active}>
            <Icon as={fullscreen.active ? icons.leaveFullscreen : icons.fullscreen} aria-hidden />
            {fullscreen.active ? strings.leaveFullscreen : strings.fullscreen}
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <RouterLink to={exitTo}>
            <Icon as={icons.exit} aria-hidden />
            {strings.exit}
          </RouterLink>
        </Button>
      </HStack>
      <Flex as="main" direction="column" flex="1" minH="0">
        {children}
      </Flex>
    </Flex>
  );
}
