/**
 * What the recall screen says (spec 3 section 4.6); the model's own messages (an unknown level or recall
 * item, an entry that matches nothing) are in src/model/recall/messages.ts.
 */
export const recallStrings = {
  modeLabel: 'Recall',
  loading: 'Loading the map…',
  canvasLabel: (name: string) => `The map ${name}: the nodes you have not named yet are hidden`,
  title: {
    map: 'Recall the map',
    level: (level: string) => `Recall the level ${level}`,
    item: (item: string) => `Recall: ${item}`,
  },
  intro: 'Name as many nodes of the map as you can. Each name you get right shows its node.',
  entryLabel: 'Name a node',
  entryHint: 'An exact name counts at once; press Enter to try a close spelling.',
  listeningPlaceholder: 'Listening…',
  startListening: 'Start listening',
  stopListening: 'Stop listening',
  noSpeech: 'Speech recognition is not available in this browser; type the names instead.',
  microphoneDenied:
    'The microphone was not allowed, so nothing can be heard. Typing the names still works; allow the microphone in the browser to speak them.',
  speechFailed: 'Speech recognition stopped with an error. Typing the names still works.',
  matched: (matched: number, available: number) => `${matched} of ${available}`,
  matchedLabel: 'Matched',
  timeLabel: 'Time',
  namedLabel: 'Named so far',
  noneNamed: 'None yet.',
  finish: 'Finish',
  saving: 'Saving your result…',
  retrySave: 'Save again',
  // The result.
  resultSummary: (matches: number, available: number) => `You recalled ${matches} of ${available} nodes.`,
  resultDate: (date: string) => `Finished ${date}`,
  recalledLabel: 'Recalled',
  missedLabel: 'Missed',
  noneMissed: 'None: you named them all.',
  noneRecalled: 'None.',
  tryAgain: 'Try again',
  // The chart.
  historyTitle: 'Your results over time',
  historyLabel: 'Fraction of the nodes recalled in each session',
  historySeries: 'Recalled',
} as const;
