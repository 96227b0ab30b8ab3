import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { MAP_SUMMARY_CONTENT } from '../../src/api/graphql';
import { linkedPresentationChoices } from '../../src/model/map/mapLink';
import { SelectField } from '../components/SelectField';
import { panelStrings as strings } from './nodePanelStrings';

export interface LinkedPresentationSelectProps {
  mapId: string;
  linkType: 'presentation' | 'lesson';
  /** The presentation the link names now, if any. */
  secondaryId: string | undefined;
  onChoose: (presentationId: string) => void;
}

const NONE = '';

/**
 * The presentation or lesson of the linked map that a node's link names (spec 2 section 3: mapLink
 * secondaryId), from the map's summary (spec 3 section 3); one the map no longer has shows as unknown.
 */
export function LinkedPresentationSelect({
  mapId,
  linkType,
  secondaryId,
  onChoose,
}: LinkedPresentationSelectProps) {
  const summary = useQuery(MAP_SUMMARY_CONTENT, { variables: { mapId } });
  if (summary.error && !summary.data) {
    return (
      <Text fontSize="sm" color="fg.error" role="alert">
        {strings.presentationsUnavailable}
      </Text>
    );
  }
  const loaded = summary.data?.mapSummary;
  const { choices, missing } = linkedPresentationChoices(loaded?.presentations ?? [], linkType, secondaryId);
  const current = secondaryId ?? NONE;
  const options = [
    ...(current === NONE ? [{ value: NONE, label: strings.choosePresentation[linkType] }] : []),
    ...(current !== NONE && (missing || !loaded)
      ? [{ value: current, label: loaded ? strings.unknownPresentation : strings.loadingPresentations }]
      : []),
    ...choices.map((presentation) => ({ value: presentation.id, label: presentation.name })),
  ];
  return (
    <>
      <SelectField
        label={strings.linkedPresentation[linkType]}
        value={current}
        options={options}
        onChange={(chosen) => {
          if (chosen !== NONE && chosen !== secondaryId) onChoose(chosen);
        }}
      />
      {loaded && choices.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {strings.noPresentations[linkType]}
        </Text>
      )}
    </>
  );
}
