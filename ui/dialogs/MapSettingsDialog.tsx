import { Box, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { changedMapSettings } from '../../src/model/actions/mapSettings';
import type { MapAction, MapSettingsChange } from '../../src/model/actions/types';
import { type ConnectionType, VISIBLE_CONNECTION_TYPES } from '../../src/model/map/constants';
import type { MapSettings } from '../../src/model/map/settings';
import { ANSWER_MODES, type AnswerMode, DEFAULT_QUIZ_SETTINGS } from '../../src/model/quiz/constants';
import { CheckField } from '../components/CheckField';
import { SelectField } from '../components/SelectField';
import { truthSwatches } from '../map/legend';
import { connectionTypeLabel } from '../panels/connectionStrings';
import { FormDialog } from './FormDialog';
import { mapSettingsStrings as strings } from './strings';

export interface MapSettingsDialogProps {
  settings: MapSettings;
  /** Whether the user may change them now (edit mode with edit rights). */
  editable: boolean;
  /** Why they may not, shown when not editable. */
  readOnlyReason: string;
  /** Applies the change as one map action (undoable); true when it was applied. */
  apply: (action: MapAction) => boolean;
  onClose: () => void;
}

const COLOURS = ['positiveTruthColour', 'neutralTruthColour', 'negativeTruthColour'] as const;

/**
 * The map's settings (spec 2 section 3): its truth colours, with the strength scale's five steps drawn in
 * them, the type new connections get, how its questions are answered as a quiz (spec 3 section 3), and
 * the settings version (brought to the current one on load, so
 * shown, not chosen). Apply makes one map action of what changed.
 */
export function MapSettingsDialog({
  settings,
  editable,
  readOnlyReason,
  apply,
  onClose,
}: MapSettingsDialogProps) {
  const [draft, setDraft] = useState<MapSettings>(settings);
  const change: MapSettingsChange = changedMapSettings(settings, draft);
  const changed = Object.keys(change).length > 0;
  // The legend's swatches, read as a scale: False on the left to True on the right.
  const scale = truthSwatches(draft).reverse();
  const quiz = draft.quiz ?? DEFAULT_QUIZ_SETTINGS;
  return (
    <FormDialog
      open
      title={strings.title}
      submitLabel={strings.apply}
      cancelLabel={strings.close}
      submitDisabled={!editable || !changed}
      onClose={onClose}
      onSubmit={() => {
        if (apply({ type: 'setMapSettings', settings: change })) onClose();
      }}
    >
      {!editable && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {readOnlyReason}
        </Text>
      )}
      <Stack gap="3">
        {COLOURS.map((key) => (
          <Field.Root key={key} disabled={!editable} orientation="horizontal">
            <Field.Label flex="1">{strings[key]}</Field.Label>
            <Input
              type="color"
              w="16"
              p="1"
              value={draft[key]}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            />
          </Field.Root>
        ))}
      </Stack>
      <Box role="group" aria-label={strings.preview}>
        <Text fontSize="sm" mb="1">
          {strings.preview}
        </Text>
        <HStack gap="1">
          {scale.map(({ label, colour }) => (
            <Box
              key={label}
              flex="1"
              py="1"
              textAlign="center"
              fontSize="xs"
              borderWidth="1px"
              rounded="sm"
              bg="white"
              borderTopWidth="12px"
              style={{ borderTopColor: colour }}
            >
              {label}
            </Box>
          ))}
        </HStack>
      </Box>
      <SelectField
        label={strings.defaultConnectionType}
        value={String(draft.defaultConnectionType)}
        options={VISIBLE_CONNECTION_TYPES.map((type) => ({
          value: String(type),
          label: connectionTypeLabel(type),
        }))}
        disabled={!editable}
        onChange={(value) => setDraft({ ...draft, defaultConnectionType: Number(value) as ConnectionType })}
      />
      <Stack gap="2" role="group" aria-label={strings.quiz}>
        <Text fontSize="sm">{strings.quiz}</Text>
        <SelectField
          label={strings.answerMode}
          value={quiz.answerMode}
          options={ANSWER_MODES.map((mode) => ({ value: mode, label: strings.answerModes[mode] }))}
          disabled={!editable}
          onChange={(value) => setDraft({ ...draft, quiz: { ...quiz, answerMode: value as AnswerMode } })}
        />
        <CheckField
          label={strings.enableRedo}
          checked={quiz.enableRedo}
          disabled={!editable}
          onChange={(enableRedo) => setDraft({ ...draft, quiz: { ...quiz, enableRedo } })}
        />
      </Stack>
      <Text fontSize="sm" color="fg.muted" data-testid="settings-version">
        {strings.version(settings.version)}
      </Text>
    </FormDialog>
  );
}
