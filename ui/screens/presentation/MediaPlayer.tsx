import { Box, Button, HStack, IconButton, Input, NativeSelect, Text } from '@chakra-ui/react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { MEDIA_TYPE } from '../../../src/model/presentation/constants';
import type { Presentation } from '../../../src/model/presentation/types';
import {
  DEFAULT_VIDEO_PLAYER_SETTINGS,
  VIDEO_POSITIONS,
  type VideoPlayerSettings,
  type VideoPosition,
  videoWidthPercent,
} from '../../../src/model/presentation/videoPlayer';
import { FullscreenIcon } from './icons';
import { presentationStrings as strings } from './strings';
import { useFloating } from './useFloating';
import { VideoSettings } from './VideoSettings';

/** What a presentation plays: its media, else its first video; a local video needs its file chosen. */
export type PresentationSource =
  | { kind: 'none' }
  | { kind: 'media'; type: 'video' | 'audio'; url: string }
  | { kind: 'local'; name: string };

export function sourceOf(presentation: Presentation): PresentationSource {
  if (presentation.media)
    return { kind: 'media', type: presentation.media.type, url: presentation.media.url };
  const video = presentation.videos[0];
  if (!video) return { kind: 'none' };
  if (video.localVideo) return { kind: 'local', name: video.localVideoName ?? video.url };
  return video.url === '' ? { kind: 'none' } : { kind: 'media', type: MEDIA_TYPE.VIDEO, url: video.url };
}

const CORNERS: Record<VideoPosition, CSSProperties> = {
  topLeft: { top: 8, left: 8 },
  topRight: { top: 8, right: 8 },
  bottomLeft: { bottom: 8, left: 8 },
  bottomRight: { bottom: 8, right: 8 },
};

export interface MediaPlayerProps {
  source: PresentationSource;
  /** The element once it is in the page (null when it goes). */
  onElement: (element: HTMLMediaElement | null) => void;
  /** Opens maximised over the map (the Video sub-mode); the viewer may still restore it. */
  maximised?: boolean;
}

/**
 * The presentation's video or audio over the map, in a corner of the user's choosing (spec 3 section 3,
 * video player settings): shrunk to 20 percent while hidden, maximised, or full screen. A local video
 * (never uploaded) plays once the viewer chooses its file; the file stays in the browser.
 */
export function MediaPlayer({ source, onElement, maximised = false }: MediaPlayerProps) {
  const [settings, setSettings] = useState<VideoPlayerSettings>(() => ({
    ...DEFAULT_VIDEO_PLAYER_SETTINGS,
    maximised,
  }));
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const boxRef = useRef<HTMLDivElement | null>(null);
  const floating = useFloating(boxRef);
  useEffect(() => () => (localUrl ? URL.revokeObjectURL(localUrl) : undefined), [localUrl]);
  const update = (change: Partial<VideoPlayerSettings>) =>
    setSettings((current) => ({ ...current, ...change }));

  if (source.kind === 'none') return null;
  if (source.kind === 'local' && !localUrl)
    return (
      <Box
        position="absolute"
        style={CORNERS[settings.position]}
        zIndex="2"
        bg="bg.panel"
        p="3"
        maxW="sm"
        shadow="md"
      >
        <Text fontSize="sm" mb="2">
          {strings.localVideo(source.name)}
        </Text>
        <Input
          type="file"
          accept="video/*,audio/*"
          aria-label={strings.chooseLocalVideo}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) setLocalUrl(URL.createObjectURL(file));
          }}
        />
      </Box>
    );
  const url = source.kind === 'local' ? (localUrl as string) : source.url;
  if (source.kind === 'media' && source.type === MEDIA_TYPE.AUDIO)
    // biome-ignore lint/a11y/useMediaCaption: a presenter's spoken walk-through has no captions to offer
    return <audio ref={onElement} src={url} preload="auto" aria-label={strings.audio} />;
  const width = `${videoWidthPercent(settings)}%`;
  const { crop } = settings;
  return (
    <Box
      ref={boxRef}
      position="absolute"
      style={
        settings.maximised
          ? { inset: 0 }
          : settings.docked
            ? CORNERS[settings.position]
            : { left: floating.at.x, top: floating.at.y }
      }
      zIndex="2"
      width={width}
      data-docked={settings.docked}
      bg="black"
      shadow="md"
      data-testid="presentation-video"
    >
      {/* biome-ignore lint/a11y/useMediaCaption: a presenter's recorded walk-through has no captions to offer */}
      <video
        ref={(element) => {
          videoRef.current = element;
          onElement(element);
        }}
        src={url}
        preload="auto"
        playsInline
        aria-label={strings.video}
        style={{
          width: '100%',
          height: crop.fixedHeight ?? 'auto',
          display: 'block',
          clipPath: `inset(${crop.top}% ${crop.right}% ${crop.bottom}% ${crop.left}%)`,
        }}
      />
      <HStack
        gap="1"
        p="1"
        bg="bg.panel"
        wrap="wrap"
        cursor={settings.docked ? undefined : 'move'}
        onPointerDown={settings.docked ? undefined : floating.onPointerDown}
        data-testid="video-bar"
      >
        <Button
          size="2xs"
          variant="ghost"
          onClick={() => {
            if (settings.docked) floating.start();
            update({ docked: !settings.docked });
          }}
        >
          {settings.docked ? strings.undock : strings.dock}
        </Button>
        <Button size="2xs" variant="ghost" onClick={() => update({ videoVisible: !settings.videoVisible })}>
          {settings.videoVisible ? strings.hideVideo : strings.showVideo}
        </Button>
        <Button size="2xs" variant="ghost" onClick={() => update({ maximised: !settings.maximised })}>
          {settings.maximised ? strings.restore : strings.maximise}
        </Button>
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={strings.fullscreen}
          onClick={() => void videoRef.current?.requestFullscreen?.().catch(() => undefined)}
        >
          <FullscreenIcon />
        </IconButton>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            aria-label={strings.videoPosition}
            value={settings.position}
            onChange={(event) => update({ position: event.currentTarget.value as VideoPosition })}
          >
            {VIDEO_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {strings.positions[position]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <VideoSettings settings={settings} onChange={update} />
      </HStack>
    </Box>
  );
}
