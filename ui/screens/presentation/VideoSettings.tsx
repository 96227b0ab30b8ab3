import { Button, HStack, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { VideoCrop, VideoPlayerSettings } from '../../../src/model/presentation/videoPlayer';
import { presentationStrings as strings } from './strings';

const CROP_EDGES = ['top', 'right', 'bottom', 'left'] as const satisfies readonly (keyof VideoCrop)[];
/** Crops past this would leave too little of the picture to see. */
const CROP_MAX = 45;
const SIZE_MIN = 20;

function percent(value: string, max: number): number {
  const number = Number(value);
  return Number.isFinite(number) ? Math.max(0, Math.min(max, number)) : 0;
}

/**
 * The video player's size and crop (spec 3 section 3): its width as a percentage of the map's, each
 * edge cut off by a percentage, and a fixed height where the picture should not follow its width.
 */
export function VideoSettings({
  settings,
  onChange,
}: {
  settings: VideoPlayerSettings;
  onChange: (change: Partial<VideoPlayerSettings>) => void;
}) {
  const { crop } = settings;
  return (
    <Popover.Root positioning={{ placement: 'top-end' }}>
      <Popover.Trigger asChild>
        <Button size="2xs" variant="ghost">
          {strings.videoSettings}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto">
            <Popover.Body>
              <Stack gap="2" fontSize="sm">
                <Popover.Title fontWeight="semibold">{strings.videoSettings}</Popover.Title>
                <Text as="label">
                  {strings.videoSize(settings.size)}
                  <input
                    type="range"
                    min={SIZE_MIN}
                    max={100}
                    value={settings.size}
                    style={{ display: 'block', width: '100%' }}
                    onChange={(event) => onChange({ size: percent(event.currentTarget.value, 100) })}
                  />
                </Text>
                <HStack gap="2" wrap="wrap">
                  {CROP_EDGES.map((edge) => (
                    <Text as="label" key={edge} width="24">
                      {strings.crop[edge]}
                      <Input
                        size="xs"
                        type="number"
                        min={0}
                        max={CROP_MAX}
                        value={crop[edge]}
                        onChange={(event) =>
                          onChange({
                            crop: { ...crop, [edge]: percent(event.currentTarget.value, CROP_MAX) },
                          })
                        }
                      />
                    </Text>
                  ))}
                </HStack>
                <Text as="label">
                  {strings.fixedHeight}
                  <Input
                    size="xs"
                    type="number"
                    min={0}
                    placeholder={strings.automaticHeight}
                    value={crop.fixedHeight ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value.trim();
                      const height = Number(value);
                      onChange({
                        crop: {
                          ...crop,
                          fixedHeight: value === '' || !(height > 0) ? null : Math.round(height),
                        },
                      });
                    }}
                  />
                </Text>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
