import { describe, expect, it } from 'vitest';
import { OPERATION_MODE } from '../../model/map/constants';
import type { MapRecord } from '../../model/map/record';
import { storedMapDocument } from '../../model/map/stored';
import { presentedMap } from '../../model/presentation/testPresentations';
import { ANSWER_TYPE, RECALL_NODE_TYPE, VALID_ANSWER_FORMAT } from '../../model/quiz/constants';
import { QUIZ_MESSAGES } from '../../model/quiz/messages';
import { MapDocumentStore } from '../MapDocumentStore';
import { MapEditorStore } from '../MapEditorStore';
import { ownerRecord } from '../testEditor';
import { NEW_QUESTION_ROUTE_ID, QuestionEditStore } from './QuestionEditStore';

const shortText = (id: string, text = 'Paris') => ({
  id,
  answerType: ANSWER_TYPE.SHORT_TEXT,
  validAnswers: [{ text, format: VALID_ANSWER_FORMAT.TEXT }],
});

async function setUp(questions: unknown[] = []) {
  const record = ownerRecord('Quiz map', { ...storedMapDocument(presentedMap), questions });
  const document = new MapDocumentStore(async () => record);
  const saved: { questions: unknown }[] = [];
  const editor = new MapEditorStore(document, null, storedMapDocument);
  editor.setPersistence({
    save: async ({ document }) => {
      saved.push(document as { questions: unknown });
      return { ...record, version: record.version + saved.length } satisfies MapRecord;
    },
    saveAs: async () => record,
  });
  await document.load(record.id);
  editor.enterMode(OPERATION_MODE.EDIT_QUESTIONS);
  return { editor, store: new QuestionEditStore(editor), saved };
}

describe('QuestionEditStore', () => {
  it('loads the map’s questions and follows the route: a known id, an unknown one, and new', async () => {
    const { store } = await setUp([shortText('q1'), shortText('q2')]);
    expect(store.questions.map((question) => question.id)).toEqual(['q1', 'q2']);
    expect(store.show('q2')).toBe('q2');
    expect(store.current?.id).toBe('q2');
    expect(store.show('gone')).toBe('q1');
    expect(store.current?.id).toBe('q1');
    expect(store.unsaved).toBe(false);

    // New: one blank question, however often the route says so (React runs effects twice in development).
    const made = store.show(NEW_QUESTION_ROUTE_ID);
    expect(store.show(NEW_QUESTION_ROUTE_ID)).toBe(made);
    expect(store.questions.map((question) => question.id)).toEqual(['q1', 'q2', made]);
    expect(store.current?.id).toBe(made);
    expect(store.isModified(made)).toBe(false);
    // A blank new question holds nothing to lose.
    expect(store.unsaved).toBe(false);
  });

  it('records a change only when the content differs, and tells each question’s problem by the spec’s text', async () => {
    const { store } = await setUp();
    const id = store.show(NEW_QUESTION_ROUTE_ID);
    expect(store.problems.get(id)).toEqual({ title: QUIZ_MESSAGES.unmarkedQuestion });
    store.update({ answerSuffix: '' });
    expect(store.isModified(id)).toBe(false);
    store.addValidAnswer();
    expect(store.isModified(id)).toBe(true);
    expect(store.problems.has(id)).toBe(false);
    expect(store.unsaved).toBe(true);

    store.setAnswerType(ANSWER_TYPE.MULTIPLE_CHOICE);
    store.toggleInvalid(0);
    expect(store.current?.validAnswers).toEqual([{ text: '', format: 'text', invalid: true }]);
    expect(store.problems.get(id)).toEqual({
      title: QUIZ_MESSAGES.answersInvalid,
      detail: QUIZ_MESSAGES.correctAnswerNotSpecified,
    });
    store.updateValidAnswer(0, { text: 'Right' });
    store.toggleInvalid(0);
    expect(store.problems.has(id)).toBe(false);

    // A number question's answers are numbers.
    store.setAnswerType(ANSWER_TYPE.NUMBER);
    expect(store.current?.validAnswers).toEqual([{ text: 'Right', format: 'number' }]);
    store.deleteValidAnswer(0);
    expect(store.problems.get(id)).toEqual({ title: QUIZ_MESSAGES.unmarkedQuestion });
  });

  it('takes recall nodes from the map’s selection, keeping the types of those already there', async () => {
    const { store, editor } = await setUp();
    store.show(NEW_QUESTION_ROUTE_ID);
    store.setAnswerType(ANSWER_TYPE.RECALL);
    expect(store.problems.get(store.current?.id ?? '')).toEqual({ title: QUIZ_MESSAGES.noRecallNodes });
    editor.select(['b', 'a']);
    store.useSelectedNodes();
    store.setRecallNodeType('b', RECALL_NODE_TYPE.OPTIONAL);
    editor.select(['b', 'c']);
    store.useSelectedNodes();
    expect(store.current?.recall.nodes).toEqual([
      { nodeId: 'b', type: 'optional' },
      { nodeId: 'c', type: 'required' },
    ]);
    store.removeRecallNode('b');
    expect(store.current?.recall.nodes).toEqual([{ nodeId: 'c', type: 'required' }]);
    expect(store.problems.size).toBe(0);
  });

  it('reorders and deletes: the list is unsaved until saved', async () => {
    const { store } = await setUp([shortText('q1'), shortText('q2'), shortText('q3')]);
    store.move(0, -1);
    expect(store.unsaved).toBe(false);
    store.move(0, 1);
    expect(store.questions.map((question) => question.id)).toEqual(['q2', 'q1', 'q3']);
    expect(store.unsaved).toBe(true);
    store.show('q1');
    store.remove('q1');
    expect(store.questions.map((question) => question.id)).toEqual(['q2', 'q3']);
    expect(store.current?.id).toBe('q3');
  });

  it('refuses to save while a question has a problem, showing it; then saves them all with the map', async () => {
    // A field this editor does not read (an older version's name) is kept as it was.
    const { store, editor, saved } = await setUp([{ ...shortText('q1'), name: 'Capital' }]);
    const id = store.add();
    store.update({ answerSuffix: 'km' });
    store.show('q1');
    expect(await store.save()).toBe(false);
    expect(store.error).toBe('Question 2: Unmarked question');
    expect(store.current?.id).toBe(id);
    expect(saved).toEqual([]);

    store.addValidAnswer();
    store.updateValidAnswer(0, { text: 'Far' });
    expect(store.error).toBeNull();
    expect(await store.save()).toBe(true);
    expect(store.justSaved).toBe(true);
    expect(store.unsaved).toBe(false);
    expect(store.isModified(id)).toBe(false);
    const stored = saved[0]?.questions as { id: string; answerSuffix?: string }[];
    expect(stored.map((question) => question.id)).toEqual(['q1', id]);
    expect(stored[0]).toMatchObject({ name: 'Capital', validAnswers: [{ text: 'Paris', format: 'text' }] });
    expect(stored[1]).toMatchObject({ answerSuffix: 'km', validAnswers: [{ text: 'Far', format: 'text' }] });
    expect(editor.document.map?.questions).toEqual(stored);
    expect(editor.document.modified).toBe(false);
  });

  it('reports the editor’s refusal outside edit questions mode', async () => {
    const { store, editor } = await setUp([shortText('q1')]);
    store.update({ answerSuffix: 'x' });
    editor.enterMode(OPERATION_MODE.REVIEW_ONLY);
    expect(await store.save()).toBe(false);
    expect(store.error).toBe('The questions are saved from the question editor.');
    expect(store.unsaved).toBe(true);
  });
});
