import { Button, CloseButton, Field, HStack, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { type KeyboardEvent, useState } from 'react';
import { RECOMMENDED_TAG } from '../../../../src/model/courses/catalogue';
import { withTag } from './detailsDraft';
import { courseDetailsStrings as strings } from './strings';

/**
 * The course's tags as chips, each with its remove button, and a field to add one. 'recommended' is
 * offered to site administrators only (the server refuses it from anyone else).
 */
export function CourseTagsField({
  tags,
  isAdmin,
  onChange,
}: {
  tags: readonly string[];
  isAdmin: boolean;
  onChange: (tags: string[]) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (tag: string) => {
    const added = withTag(tags, tag, isAdmin);
    if (!added.ok) return setError(added.error);
    setError(null);
    setText('');
    onChange(added.tags);
  };
  // Enter adds the tag rather than submitting the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add(text);
  };
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium" id="course-tags-label">
        {strings.tags}
      </Text>
      <Wrap gap="2" role="list" aria-labelledby="course-tags-label">
        {tags.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {strings.noTags}
          </Text>
        )}
        {tags.map((tag) => (
          <Tag.Root key={tag} role="listitem" size="lg">
            <Tag.Label>{tag}</Tag.Label>
            <Tag.EndElement>
              <CloseButton
                size="2xs"
                aria-label={strings.removeTag(tag)}
                onClick={() => onChange(tags.filter((kept) => kept !== tag))}
              />
            </Tag.EndElement>
          </Tag.Root>
        ))}
      </Wrap>
      <Field.Root invalid={error !== null}>
        <Field.Label srOnly>{strings.tagInput}</Field.Label>
        <HStack w="full">
          <Input
            size="sm"
            placeholder={strings.tagInput}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button size="sm" variant="outline" onClick={() => add(text)} disabled={text.trim() === ''}>
            {strings.addTag}
          </Button>
          {isAdmin && !tags.includes(RECOMMENDED_TAG) && (
            <Button size="sm" variant="outline" onClick={() => add(RECOMMENDED_TAG)}>
              {RECOMMENDED_TAG}
            </Button>
          )}
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
