import { Box, Field, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  COURSE_THUMBNAIL_TYPES,
  drawCourseThumbnail,
  uploadCourseThumbnail,
} from '../../../../src/api/media/courseThumbnail';
import { courseDetailsStrings as strings } from './strings';

/** The image as a data: address: the app's Content-Security-Policy lets images come from data:, not blob:. */
function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The course's thumbnail: choosing an image draws it within the server's limits and uploads it at once
 * (PUT, replacing the one stored), then shows it; the stored course is read again so its thumbnail
 * address takes the new version.
 */
export function CourseThumbnailField({
  courseId,
  thumbnailURL,
  onUploaded,
}: {
  courseId: string;
  thumbnailURL: string | null;
  onUploaded: () => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!(COURSE_THUMBNAIL_TYPES as readonly string[]).includes(file.type))
      return setError(strings.thumbnailWrongType);
    setError(null);
    setBusy(true);
    try {
      const drawn = await drawCourseThumbnail(file);
      await uploadCourseThumbnail(courseId, drawn);
      setPreview(await dataUrlOf(drawn));
      onUploaded();
    } catch {
      setError(strings.thumbnailFailed);
    } finally {
      setBusy(false);
    }
  };
  const shown = preview ?? thumbnailURL;
  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>{strings.thumbnail}</Field.Label>
      <Stack gap="2" w="full">
        <Box w="48" aspectRatio={16 / 9} borderWidth="1px" borderRadius="md" overflow="hidden">
          {shown ? (
            <Image src={shown} alt={strings.thumbnailAlt} objectFit="cover" w="full" h="full" />
          ) : (
            <Text fontSize="sm" color="fg.muted" p="2">
              {strings.noThumbnail}
            </Text>
          )}
        </Box>
        <Input
          type="file"
          size="sm"
          p="1"
          accept={COURSE_THUMBNAIL_TYPES.join(',')}
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0])}
          data-testid="course-thumbnail-input"
        />
        {busy && (
          <Text fontSize="sm" role="status">
            {strings.uploading}
          </Text>
        )}
      </Stack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
