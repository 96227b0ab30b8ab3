import { Box, Icon } from '@chakra-ui/react';
import { useState } from 'react';
import { mapThumbnailPath } from '../../../src/model/map/thumbnail';
import { mapsIcons } from './icons';

export interface MapThumbnailProps {
  mapId: string;
  /** Its width in CSS pixels; the height keeps the thumbnail's 16:9. */
  width: number;
}

/**
 * A map's thumbnail (drawn by the engine when it was last saved), or a neutral map icon where it has none
 * yet. Decorative: the map's name is always beside it.
 */
export function MapThumbnail({ mapId, width }: MapThumbnailProps) {
  const [missing, setMissing] = useState(false);
  const height = Math.round((width * 9) / 16);
  return (
    <Box
      flexShrink={0}
      w={`${width}px`}
      h={`${height}px`}
      borderWidth="1px"
      rounded="sm"
      overflow="hidden"
      bg="bg.subtle"
      display="flex"
      alignItems="center"
      justifyContent="center"
      color="fg.muted"
      data-testid="map-thumbnail"
    >
      {missing ? (
        <Icon as={mapsIcons.maps} aria-hidden />
      ) : (
        <img
          src={mapThumbnailPath(mapId)}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          onError={() => setMissing(true)}
        />
      )}
    </Box>
  );
}
