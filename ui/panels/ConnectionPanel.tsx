import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { allowsAttribute } from '../../src/model/actions/connectionRules';
import type { ConnectionAttributes, MapAction } from '../../src/model/actions/types';
import type { Connection } from '../../src/model/map/connection';
import {
  CONNECTION_LOCATIONS,
  CONNECTION_TYPE,
  CONNECTION_TYPES,
  type ConnectionType,
  DEFAULT_CONNECTION_WIDTH,
  FALLACY_TYPES,
  FONT_SIZE_LABELS,
  FONT_SIZE_NAMES,
  LINE_TYPES,
  RELEVANCE_MAX,
  RELEVANCE_MIN,
  TRUTH_ISSUE_CATEGORIES,
  VISIBILITIES,
  VISIBLE_CONNECTION_TYPES,
} from '../../src/model/map/constants';
import type { ReadonlyList } from '../../src/model/map/entityList';
import type { MapNode } from '../../src/model/map/node';
import { NumberField } from '../components/NumberField';
import { SelectField } from '../components/SelectField';
import { StrengthControl } from '../components/StrengthControl';
import { useDraft } from '../components/useDraft';
import type { ContentLinks } from '../content/ContentContext';
import {
  connectionTypeLabel,
  LINE_TYPE_LABELS,
  LOCATION_LABELS,
  connectionStrings as strings,
  VISIBILITY_LABELS,
} from './connectionStrings';
import { LazyContentSection as ContentSection } from './LazyContentSection';
import { ReverseField } from './ReverseField';

export interface ConnectionPanelProps {
  connection: Connection;
  nodes: ReadonlyList<MapNode>;
  editable: boolean;
  /** Applies a map action; the panel shows what the map holds afterwards. */
  apply: (action: MapAction) => void;
  onDelete: () => void;
  /** Where the content's links go. */
  links?: ContentLinks;
}

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** One of `choices` or none ('None' first): null stands for none. */
function OptionalChoiceField<T extends string>(props: {
  label: string;
  value: T | null | undefined;
  choices: readonly T[];
  disabled: boolean;
  onChange: (value: T | null) => void;
}) {
  const { label, value, choices, disabled, onChange } = props;
  return (
    <SelectField
      label={label}
      value={value ?? NONE}
      options={[{ value: NONE, label: strings.none }, ...options(choices, (choice) => choice)]}
      disabled={disabled}
      onChange={(next) => onChange(next === NONE ? null : (next as T))}
    />
  );
}

/** How the connection is drawn: every type has these, each a choice from a list. */
const DRAWING_FIELDS: readonly {
  key: 'labelFontSize' | 'lineType' | 'fromLocation' | 'toLocation';
  label: string;
  choices: { value: string; label: string }[];
}[] = [
  {
    key: 'labelFontSize',
    label: strings.labelFontSize,
    choices: options(FONT_SIZE_NAMES, (size) => FONT_SIZE_LABELS[size]),
  },
  {
    key: 'lineType',
    label: strings.lineType,
    choices: options(LINE_TYPES, (type) => LINE_TYPE_LABELS[type]),
  },
  {
    key: 'fromLocation',
    label: strings.fromLocation,
    choices: options(CONNECTION_LOCATIONS, (l) => LOCATION_LABELS[l]),
  },
  {
    key: 'toLocation',
    label: strings.toLocation,
    choices: options(CONNECTION_LOCATIONS, (l) => LOCATION_LABELS[l]),
  },
];

/** The types a connection can be given: the visible ones (spec 2 section 3), and its own if it is a Group. */
const typeOptions = (own: ConnectionType) =>
  CONNECTION_TYPES.filter((type) => type === own || VISIBLE_CONNECTION_TYPES.includes(type)).map((type) => ({
    value: String(type),
    label: connectionTypeLabel(type),
  }));
const NONE = '';
/** What the colour picker starts from for a connection drawn in its type's colour. */
const DEFAULT_LINE_COLOUR = '#4a5568';

/**
 * The selected connection (spec 2 sections 3 and 5): type, label, how it is drawn, and the attributes
 * its type allows; each change is one map action.
 */
export const ConnectionPanel = observer(function ConnectionPanel({
  connection,
  nodes,
  editable,
  apply,
  onDelete,
  links,
}: ConnectionPanelProps) {
  const set = (attributes: ConnectionAttributes) =>
    apply({ type: 'setConnectionAttributes', connectionId: connection.id, attributes });
  const allows = (attribute: Parameters<typeof allowsAttribute>[1]) =>
    allowsAttribute(connection.type, attribute);
  const title = (id: string) => nodes.find((node) => node.id === id)?.title ?? id;

  return (
    <Box as="aside" aria-label={strings.panel} w="300px" borderLeftWidth="1px" p="4" overflowY="auto">
      <Stack gap="4">
        <Heading as="h2" size="sm">
          {strings.panel}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {strings.between(title(connection.from), title(connection.to))}
        </Text>
        <SelectField
          label={strings.type}
          value={String(connection.type)}
          options={typeOptions(connection.type)}
          disabled={!editable}
          onChange={(value) =>
            apply({
              type: 'changeConnectionType',
              connectionId: connection.id,
              connectionType: Number(value) as ConnectionType,
            })
          }
        />
        <LabelField
          key={connection.id}
          value={connection.content}
          disabled={!editable}
          commit={(content) => set({ content })}
        />
        {DRAWING_FIELDS.map(({ key, label, choices }) => (
          <SelectField
            key={key}
            label={label}
            value={connection[key]}
            options={choices}
            disabled={!editable}
            onChange={(value) => set({ [key]: value })}
          />
        ))}
        {allows('strength') && (
          <StrengthControl
            label={strings.strength}
            value={connection.strength}
            disabled={!editable}
            onChange={(strength) => strength !== null && set({ strength })}
          />
        )}
        {allows('strength') && (
          <ReverseField
            label={strings.reverseStrength}
            conditionLabel={strings.reverseStrengthCondition}
            reverse={connection.reverseStrength}
            condition={connection.reverseStrengthCondition}
            disabled={!editable}
            onReverse={(reverseStrength) => set({ reverseStrength })}
            onCondition={(reverseStrengthCondition) => set({ reverseStrengthCondition })}
          />
        )}
        {allows('relevance') && (
          <NumberField
            label={strings.relevance}
            value={connection.relevance}
            min={RELEVANCE_MIN}
            max={RELEVANCE_MAX}
            disabled={!editable}
            commit={(relevance) => set({ relevance })}
          />
        )}
        {allows('colour') && (
          <HStack align="end">
            <ColourField
              key={connection.id}
              value={connection.colour ?? DEFAULT_LINE_COLOUR}
              disabled={!editable}
              commit={(colour) => set({ colour })}
            />
            <Button
              size="xs"
              variant="ghost"
              disabled={!editable || connection.colour === undefined}
              onClick={() => set({ colour: null })}
            >
              {strings.defaultColour}
            </Button>
          </HStack>
        )}
        {allows('width') && (
          <NumberField
            label={strings.width}
            value={connection.width ?? null}
            min={1}
            max={20}
            disabled={!editable}
            commit={(width) => set({ width })}
            clear={{
              label: strings.defaultWidth,
              onClear: () => set({ width: null }),
              defaultValue: DEFAULT_CONNECTION_WIDTH,
            }}
          />
        )}
        {allows('claimType') && (
          <OptionalChoiceField
            label={strings.claimType}
            value={connection.claimType}
            choices={TRUTH_ISSUE_CATEGORIES}
            disabled={!editable}
            onChange={(claimType) => set({ claimType })}
          />
        )}
        {allows('fallacyType') && (
          <OptionalChoiceField
            label={strings.fallacyType}
            value={connection.fallacyType}
            choices={FALLACY_TYPES}
            disabled={!editable}
            onChange={(fallacyType) => set({ fallacyType })}
          />
        )}
        {allows('visibility') && (
          <SelectField
            label={strings.visibility}
            value={connection.visibility}
            options={options(VISIBILITIES, (v) => VISIBILITY_LABELS[v])}
            disabled={!editable}
            onChange={(visibility) => set({ visibility })}
          />
        )}
        <TypeBehaviour type={connection.type} />
        <ContentSection
          key={connection.id}
          ownerId={connection.id}
          prose={connection.prose}
          editable={editable}
          commit={(prose) => set({ prose })}
          nodes={nodes}
          links={links}
        />
        <Stack gap="1">
          <Text fontSize="sm" data-testid="waypoint-count">
            {strings.waypoints(connection.waypoints.length)}
          </Text>
          {connection.waypoints.length > 0 && (
            <Button
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              disabled={!editable}
              onClick={() => set({ waypoints: [] })}
            >
              {strings.removeWaypoints}
            </Button>
          )}
        </Stack>
        <Button size="sm" variant="outline" colorPalette="red" disabled={!editable} onClick={onDelete}>
          {strings.delete}
        </Button>
      </Stack>
    </Box>
  );
});

/** The colour picked, committed when the picker closes (not on every step of a drag through it). */
function ColourField({
  value,
  disabled,
  commit,
}: {
  value: string;
  disabled: boolean;
  commit: (value: string) => void;
}) {
  const draft = useDraft(value);
  const done = () => {
    if (draft.value !== value) commit(draft.value);
    draft.done();
  };
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{strings.colour}</Field.Label>
      <Input
        type="color"
        p="1"
        value={draft.value}
        onChange={(event) => draft.change(event.target.value)}
        onBlur={done}
      />
    </Field.Root>
  );
}

/** The label text, committed on Enter or when the field loses focus (one undoable step per edit). */
function LabelField({
  value,
  disabled,
  commit,
}: {
  value: string;
  disabled: boolean;
  commit: (value: string) => void;
}) {
  const draft = useDraft(value);
  const done = () => {
    if (draft.value !== value) commit(draft.value);
    draft.done();
  };
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{strings.label}</Field.Label>
      <Input
        value={draft.value}
        onChange={(event) => draft.change(event.target.value)}
        onBlur={done}
        onKeyDown={(event) => {
          if (event.key === 'Enter') done();
          if (event.key === 'Escape') draft.done();
        }}
      />
    </Field.Root>
  );
}

/**
 * Inferring and collapsing have no field of their own (spec 2 sections 3 and 5): they come with the
 * type, so the panel says which of them this connection has.
 */
function TypeBehaviour({ type }: { type: ConnectionType }) {
  const notes: string[] = [];
  if (allowsAttribute(type, 'inferring')) notes.push(strings.inferring);
  if (allowsAttribute(type, 'collapsing'))
    notes.push(type === CONNECTION_TYPE.GROUP ? strings.collapsingDescendants : strings.collapsing);
  if (notes.length === 0) return null;
  return (
    <Stack gap="1" data-testid="connection-behaviour">
      {notes.map((note) => (
        <Text key={note} fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ))}
    </Stack>
  );
}
