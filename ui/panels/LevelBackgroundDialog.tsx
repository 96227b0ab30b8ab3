import { Box, Button, chakra, Image, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { MapMedia } from '../../src/api/media';
import type { EditResult } from '../../src/model/actions/types';
import { IMAGE_MEDIA_TYPES } from '../../src/model/map/media';
import type { Level } from '../../src/model/map/types';
import { AppDialog } from '../dialogs/AppDialog';
import { panelStrings as strings } from './strings';

export interface LevelBackgroundDialogProps {
  /** The level whose background is being chosen; null: closed. */
  level: Level | null;
  onClose: () => void;
  /** Uploads for the map; null where the map is not kept on the server (the sandbox, an offline copy). */
  media: MapMedia | null;
  /** Sets the level's image (an uploaded image's address) or takes it away (undefined). */
  onSet: (levelId: number, backgroundImage: string | undefined) => EditResult;
}

const FileInput = chakra('input');

/**
 * A level's background image (spec 2 section 3, Level.backgroundImage): the one it has, a file to upload
 * in its place, and taking it away. The image lies behind the level's nodes, over the map's workspace.
 */
export function LevelBackgroundDialog({ level, onClose, media, onSet }: LevelBackgroundDialogProps) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const close = () => {
    setError(null);
    onClose();
  };
  const choose = async (file: File | undefined) => {
    if (!file || !level || !media) return;
    setError(null);
    setUploading(true);
    const answer = await media.uploadImage(file).finally(() => setUploading(false));
    if (!answer.ok) return setError(answer.error);
    const result = onSet(level.id, answer.url);
    if (!result.ok) setError(result.error);
  };
  const remove = () => {
    if (!level) return;
    const result = onSet(level.id, undefined);
    if (!result.ok) setError(result.error);
  };
  const image = level?.backgroundImage;
  return (
    <AppDialog
      open={level !== null}
      onClose={close}
      title={level ? strings.levelBackgroundTitle(level.description) : ''}
      footer={
        <>
          {image && (
            <Button variant="outline" colorPalette="red" onClick={remove}>
              {strings.removeBackground}
            </Button>
          )}
          <Button variant="outline" onClick={close}>
            {strings.closeBackground}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {image ? (
          <Image
            src={image}
            alt={strings.backgroundPreview}
            maxH="40"
            objectFit="contain"
            borderWidth="1px"
          />
        ) : (
          <Text color="fg.muted">{strings.noBackground}</Text>
        )}
        {media ? (
          <Box>
            <Button asChild variant="solid" loading={uploading} loadingText={strings.uploadingBackground}>
              <label htmlFor={inputId}>{image ? strings.replaceBackground : strings.chooseBackground}</label>
            </Button>
            <FileInput
              id={inputId}
              type="file"
              accept={IMAGE_MEDIA_TYPES.join(',')}
              srOnly
              disabled={uploading}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                void choose(file);
              }}
            />
            <Text fontSize="sm" color="fg.muted" mt="1">
              {strings.backgroundHint}
            </Text>
          </Box>
        ) : (
          <Text>{strings.backgroundNeedsSavedMap}</Text>
        )}
        {error && (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
