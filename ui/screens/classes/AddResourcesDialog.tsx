import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  ADD_USER_GROUP_RESOURCES,
  type ClassDetail,
  COURSES_FOR_SHARING,
  GET_MAPS_FOR_SHARING,
  graphQLErrorMessage,
  type ResourceType,
} from '../../../src/api/graphql';
import { classMessages } from '../../../src/model/classes';
import { FormDialog } from '../../dialogs/FormDialog';
import { classStrings } from './strings';

interface Choice {
  type: ResourceType;
  id: string;
  name: string;
}

const key = (choice: { type: ResourceType; id: string }) => `${choice.type}:${choice.id}`;

/** Picks maps the user may share and courses, not yet in the class, and adds them in one call. */
export function AddResourcesDialog({
  group,
  open,
  onClose,
}: {
  group: ClassDetail;
  open: boolean;
  onClose: () => void;
}) {
  const maps = useQuery(GET_MAPS_FOR_SHARING, { skip: !open });
  const courses = useQuery(COURSES_FOR_SHARING, { skip: !open });
  const [add, { loading }] = useMutation(ADD_USER_GROUP_RESOURCES);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const present = new Set(
    group.resources.map((resource) =>
      resource.type === 'Course'
        ? key({ type: 'Course', id: resource.courseId ?? '' })
        : key({ type: 'Map', id: resource.mapId }),
    ),
  );
  const mapChoices: Choice[] = (maps.data?.getMapsForSharing ?? [])
    .map((map) => ({ type: 'Map' as const, id: map.id, name: map.name }))
    .filter((choice) => !present.has(key(choice)));
  const courseChoices: Choice[] = (courses.data?.coursesForSharing ?? [])
    .map((course) => ({ type: 'Course' as const, id: course.id, name: course.name }))
    .filter((choice) => !present.has(key(choice)));
  const choices = [...mapChoices, ...courseChoices];

  const close = () => {
    setSelected(new Set());
    setError(null);
    onClose();
  };
  const toggle = (choice: Choice, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(key(choice));
    else next.delete(key(choice));
    setSelected(next);
  };
  const submit = async () => {
    const resources = choices
      .filter((choice) => selected.has(key(choice)))
      .map(({ type, id }) => ({ type, id }));
    try {
      await add({ variables: { groupId: group.id, resources } });
      close();
    } catch (caught) {
      setError(graphQLErrorMessage(caught, classMessages.loadError));
    }
  };
  const section = (title: string, list: Choice[], empty: string) => (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {list.length === 0 && <Text color="fg.muted">{empty}</Text>}
      {list.map((choice) => (
        <Checkbox.Root
          key={key(choice)}
          checked={selected.has(key(choice))}
          onCheckedChange={(details) => toggle(choice, details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{choice.name}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
  return (
    <FormDialog
      open={open}
      title={classStrings.addResources}
      submitLabel={classStrings.addSelected}
      onSubmit={() => void submit()}
      onClose={close}
      submitDisabled={selected.size === 0}
      busy={loading}
      error={error}
    >
      {section(classStrings.maps, mapChoices, classStrings.noMapsToShare)}
      {section(classStrings.courses, courseChoices, '')}
    </FormDialog>
  );
}
