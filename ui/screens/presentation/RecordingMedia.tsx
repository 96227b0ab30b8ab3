import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { uploadMapMedia } from '../../../src/api/media';
import { errorMessage } from '../../../src/model/errorMessage';
import { MEDIA_TYPE } from '../../../src/model/presentation/constants';
import type { PresentationRecorder } from '../../../src/stores/presentation/PresentationRecorder';
import { useStores } from '../../shell/StoreContext';
import { recordingStrings as strings } from './recordingStrings';

/**
 * The recording's media (issue 25): a video or audio file uploaded for the map, a video on the author's
 * device that is never uploaded, or a video at an address elsewhere. Its length is read from the media
 * once it plays here.
 */
export const RecordingMedia = observer(function RecordingMedia({
  mapId,
  recorder,
  onLocalFile,
}: {
  mapId: string;
  recorder: PresentationRecorder;
  /** A local file chosen: the screen plays it from the browser. */
  onLocalFile: (file: File) => void;
}) {
  const { session } = useStores();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const { media, videos } = recorder.draft;
  const video = videos[0];
  const now = media
    ? strings.mediaNow(media.url, media.duration)
    : video
      ? strings.mediaNow(video.localVideoName ?? video.url, video.duration)
      : strings.noMedia;

  const upload = async (file: File) => {
    setProblem(null);
    setProgress(0);
    try {
      const uploaded = await uploadMapMedia(mapId, file, {
        session,
        onProgress: ({ sent, total }) => setProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
      });
      const type = uploaded.kind === MEDIA_TYPE.AUDIO ? MEDIA_TYPE.AUDIO : MEDIA_TYPE.VIDEO;
      recorder.setMedia({ type, url: uploaded.url, duration: 0 });
    } catch (error) {
      setProblem(errorMessage(error, strings.uploadFailed));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack as="section" aria-label={strings.media} gap="2" mb="3" pb="3" borderBottomWidth="1px">
      <Text fontWeight="semibold">{strings.media}</Text>
      <Text fontSize="sm" color="fg.muted" data-testid="recording-media" truncate title={now}>
        {now}
      </Text>
      <Box>
        <Text as="label" fontSize="sm" display="block">
          {strings.upload}
          <Input
            type="file"
            size="xs"
            accept="video/*,audio/*"
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void upload(file);
            }}
          />
        </Text>
        {progress !== null && (
          <Text fontSize="xs" role="status">
            {strings.uploading(progress)}
          </Text>
        )}
        {problem && (
          <Text fontSize="xs" color="fg.error" role="alert">
            {problem}
          </Text>
        )}
      </Box>
      <Text as="label" fontSize="sm" display="block">
        {strings.localVideo}
        <Input
          type="file"
          size="xs"
          accept="video/*"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return;
            recorder.setLocalVideo(file.name);
            onLocalFile(file);
          }}
        />
      </Text>
      <HStack gap="1">
        <Input
          size="xs"
          type="url"
          aria-label={strings.externalVideo}
          placeholder="https://"
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
        />
        <Button
          size="xs"
          disabled={!/^https?:\/\/\S+$/.test(address.trim())}
          onClick={() => recorder.setExternalVideo(address.trim())}
        >
          {strings.useExternal}
        </Button>
      </HStack>
    </Stack>
  );
});
