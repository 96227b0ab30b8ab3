import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MAPS } from '../../src/api/graphql';
import type { MapAction } from '../../src/model/actions/types';
import { LINK_TYPES, type LinkType } from '../../src/model/map/constants';
import type { MapNode } from '../../src/model/map/node';
import { SelectField } from '../components/SelectField';
import { LinkedPresentationSelect } from './LinkedPresentationSelect';
import type { PanelLinks } from './links';
import { panelStrings as strings } from './nodePanelStrings';

export interface NodeMapLinkFieldProps {
  node: MapNode;
  editable: boolean;
  apply: (action: MapAction) => void;
  /** Where an opened link goes; without it there is nothing to open. */
  links?: PanelLinks;
}

const isPresentationLink = (type: LinkType): type is 'presentation' | 'lesson' =>
  type === 'presentation' || type === 'lesson';

const TYPE_OPTIONS = LINK_TYPES.map((value) => ({ value, label: strings.linkTypes[value] }));
const NO_MAP = '';

/**
 * The node's link to another map, presentation or lesson (spec 2 section 3), chosen from the maps the
 * user can see, by name; each change is one undoable action. A new kind of link waits for its map to be
 * chosen before anything is stored. A presentation or lesson is then chosen from that map's (stored as
 * the link's secondaryId); until one is, the link opens the map.
 */
export function NodeMapLinkField({ node, editable, apply, links }: NodeMapLinkFieldProps) {
  const link = node.mapLink;
  const [pendingType, setPendingType] = useState<LinkType | null>(null);
  const linkType = pendingType ?? link?.linkType ?? 'none';
  const picking = linkType !== 'none';
  const maps = useQuery(MAPS, { skip: !picking || !editable, fetchPolicy: 'cache-first' });
  const set = (mapLink: MapNode['mapLink'] | null) => {
    setPendingType(null);
    apply({ type: 'setNodeMapLink', nodeId: node.id, mapLink: mapLink ?? null });
  };
  const chooseType = (type: LinkType) => {
    if (type === 'none') return link ? set(null) : setPendingType(null);
    if (link && link.linkType !== 'none') return set({ mapId: link.mapId, linkType: type });
    setPendingType(type);
  };
  const listed = [...(maps.data?.maps ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const mapId = pendingType === null ? (link?.mapId ?? NO_MAP) : NO_MAP;
  const mapOptions = [
    ...(mapId === NO_MAP ? [{ value: NO_MAP, label: strings.chooseMap }] : []),
    ...(mapId !== NO_MAP && !listed.some((map) => map.id === mapId)
      ? [{ value: mapId, label: strings.unknownMap }]
      : []),
    ...listed.map((map) => ({ value: map.id, label: map.name })),
  ];

  return (
    <Stack gap="2">
      <SelectField
        label={strings.linkType}
        value={linkType}
        options={TYPE_OPTIONS}
        disabled={!editable}
        onChange={chooseType}
      />
      {picking && editable && (
        <SelectField
          label={strings.linkedMap}
          value={mapId}
          options={mapOptions}
          onChange={(chosen) => {
            if (chosen !== NO_MAP) set({ mapId: chosen, linkType });
          }}
        />
      )}
      {editable && link && pendingType === null && isPresentationLink(link.linkType) && (
        <LinkedPresentationSelect
          mapId={link.mapId}
          linkType={link.linkType}
          secondaryId={link.secondaryId}
          onChoose={(secondaryId) => set({ mapId: link.mapId, linkType: link.linkType, secondaryId })}
        />
      )}
      {picking && editable && maps.error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {strings.mapsUnavailable}
        </Text>
      )}
      {link && link.linkType !== 'none' && pendingType === null && links && (
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => links.followMapLink(link)}>
          {strings.followLink}
        </Button>
      )}
    </Stack>
  );
}
