import { describe, expect, it } from 'vitest';
import { OPERATION_MODE, OPERATION_MODES } from '../map/constants';
import {
  canEditInMode,
  canStartLiveEdit,
  hasEditAccess,
  isEditingOff,
  isModeOwnAction,
  isReadOnlyMode,
  type MapRights,
  resolveOperationMode,
} from './operationModes';

const rights = (overrides: Partial<MapRights> = {}): MapRights => ({
  accessRight: 'edit',
  hasEditRights: true,
  hasShareRights: false,
  canPersonalise: false,
  isPersonalised: false,
  ...overrides,
});

describe('edit access', () => {
  it('needs the edit flag and an access right that includes edit', () => {
    expect(hasEditAccess(rights())).toBe(true);
    expect(hasEditAccess(rights({ accessRight: 'admin' }))).toBe(true);
    expect(hasEditAccess(rights({ hasEditRights: false }))).toBe(false);
    expect(hasEditAccess(rights({ accessRight: 'facilitator' }))).toBe(false);
    expect(hasEditAccess(rights({ accessRight: 'view' }))).toBe(false);
  });
});

describe('resolveOperationMode', () => {
  it('enters edit with edit rights', () => {
    expect(resolveOperationMode(OPERATION_MODE.EDIT, rights())).toBe(OPERATION_MODE.EDIT);
  });

  it('falls back from edit to review only without edit rights', () => {
    expect(resolveOperationMode(OPERATION_MODE.EDIT, rights({ hasEditRights: false }))).toBe(
      OPERATION_MODE.REVIEW_ONLY,
    );
    expect(resolveOperationMode(OPERATION_MODE.EDIT, rights({ accessRight: 'view' }))).toBe(
      OPERATION_MODE.REVIEW_ONLY,
    );
  });

  it('turns edit into personalise for a user who can personalise or a personalised map', () => {
    const viewer = { hasEditRights: false };
    expect(resolveOperationMode(OPERATION_MODE.EDIT, rights({ ...viewer, canPersonalise: true }))).toBe(
      OPERATION_MODE.PERSONALISE,
    );
    expect(resolveOperationMode(OPERATION_MODE.EDIT, rights({ ...viewer, isPersonalised: true }))).toBe(
      OPERATION_MODE.PERSONALISE,
    );
  });

  it('turns review into personalise for a personalisable map the user cannot edit', () => {
    expect(
      resolveOperationMode(OPERATION_MODE.REVIEW, rights({ hasEditRights: false, canPersonalise: true })),
    ).toBe(OPERATION_MODE.PERSONALISE);
    expect(resolveOperationMode(OPERATION_MODE.REVIEW, rights({ canPersonalise: true }))).toBe(
      OPERATION_MODE.REVIEW,
    );
    expect(resolveOperationMode(OPERATION_MODE.REVIEW, rights({ hasEditRights: false }))).toBe(
      OPERATION_MODE.REVIEW,
    );
  });

  it('leaves the other modes as requested', () => {
    const others = OPERATION_MODES.filter((mode) => mode !== 'edit' && mode !== 'review');
    for (const mode of others)
      expect(resolveOperationMode(mode, rights({ hasEditRights: false }))).toBe(mode);
  });
});

describe('read-only and editing-off modes', () => {
  it('has editing off in presentation, recall, answer questions and record presentation', () => {
    expect(OPERATION_MODES.filter(isEditingOff).sort()).toEqual(
      ['answerQuestions', 'presentation', 'recall', 'recordPresentation'].sort(),
    );
  });

  it('is read-only in review, review only, presentation, recall and the question modes', () => {
    for (const mode of [
      'review',
      'reviewOnly',
      'presentation',
      'recall',
      'editQuestions',
      'answerQuestions',
    ] as const)
      expect(isReadOnlyMode(mode)).toBe(true);
    for (const mode of ['edit', 'personalise', 'recordPresentation'] as const)
      expect(isReadOnlyMode(mode)).toBe(false);
  });

  it('is read-only in live edit unless the user is the current editor', () => {
    expect(isReadOnlyMode(OPERATION_MODE.LIVE_EDIT)).toBe(true);
    expect(isReadOnlyMode(OPERATION_MODE.LIVE_EDIT, true)).toBe(false);
    expect(canEditInMode(OPERATION_MODE.LIVE_EDIT, true)).toBe(true);
    expect(canEditInMode(OPERATION_MODE.LIVE_EDIT)).toBe(false);
  });

  it('allows editing only in edit, personalise and live edit as editor', () => {
    expect(OPERATION_MODES.filter((mode) => canEditInMode(mode)).sort()).toEqual(['edit', 'personalise']);
  });

  it('lets a read-only mode make only the action it exists for: recording its presentation, editing questions', () => {
    expect(isModeOwnAction(OPERATION_MODE.RECORD_PRESENTATION, 'setPresentation')).toBe(true);
    expect(isModeOwnAction(OPERATION_MODE.EDIT_QUESTIONS, 'setQuestions')).toBe(true);
    expect(isModeOwnAction(OPERATION_MODE.EDIT_QUESTIONS, 'setPresentation')).toBe(false);
    expect(isModeOwnAction(OPERATION_MODE.EDIT_QUESTIONS, 'createNode')).toBe(false);
    expect(isModeOwnAction(OPERATION_MODE.ANSWER_QUESTIONS, 'setQuestions')).toBe(false);
    expect(isModeOwnAction(OPERATION_MODE.REVIEW_ONLY, 'setQuestions')).toBe(false);
  });

  it('lets only users with share rights start live edit', () => {
    expect(canStartLiveEdit(rights({ hasShareRights: true }))).toBe(true);
    expect(canStartLiveEdit(rights())).toBe(false);
  });
});
