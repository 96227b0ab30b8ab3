/**
 * The rich-text document of a node's or a connection's content (spec 2 section 2): a Slate value, that is
 * an array of block elements whose leaves are `{ text, ...marks }`. The shape is plain data, so the model,
 * the engine (which reads its text through plainText.ts) and the server never need Slate itself.
 */

/** Character marks: a leaf carries `true` for each one it has. */
export const MARKS = ['bold', 'italic', 'underline', 'sub', 'sup', 'code'] as const;
export type Mark = (typeof MARKS)[number];

export interface TextLeaf {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  sub?: true;
  sup?: true;
  code?: true;
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export const HEADING_LEVELS: readonly HeadingLevel[] = [1, 2, 3, 4, 5, 6];

export type Alignment = 'left' | 'center' | 'right';
/** What a quiz field asks the learner to type. */
export const QUIZ_INPUT_TYPES = ['text', 'number'] as const;
export type QuizInputType = (typeof QUIZ_INPUT_TYPES)[number];

/** Inline elements that hold text. */
export interface LinkElement {
  type: 'link';
  url: string;
  children: TextLeaf[];
}
/** A link to another node of the map; a related node link marks it as related rather than navigated to. */
export interface NodeLinkElement {
  type: 'nodeLink' | 'relatedNodeLink';
  nodeId: string;
  children: TextLeaf[];
}
/** Void elements (Slate keeps one empty leaf as their children). */
export interface FormulaElement {
  type: 'formula';
  latex: string;
  /** Inline in a line of text, or a block of its own. */
  inline: boolean;
  children: [TextLeaf];
}
export interface QuizFieldElement {
  type: 'quizField';
  /** 5 characters (spec 3 section 5.4). */
  id: string;
  inputType: QuizInputType;
  children: [TextLeaf];
}
export type InlineElement = LinkElement | NodeLinkElement | FormulaElement | QuizFieldElement;
export type Inline = TextLeaf | InlineElement;

export interface ParagraphElement {
  type: 'paragraph';
  children: Inline[];
}
export interface HeadingElement {
  type: 'heading';
  level: HeadingLevel;
  children: Inline[];
}
export interface QuoteElement {
  type: 'quote';
  children: Inline[];
}
export interface CodeBlockElement {
  type: 'codeBlock';
  children: Inline[];
}
export interface ListItemElement {
  type: 'listItem';
  children: Inline[];
}
export interface ListElement {
  type: 'bulletedList' | 'numberedList';
  children: ListItemElement[];
}
export interface ImageElement {
  type: 'image';
  src: string;
  /** Pixels; absent: the image's own width, at most the content's. */
  width?: number;
  align: Alignment;
  children: [TextLeaf];
}
/** An embedded video frame; `src` is an http(s) embed address. */
export interface VideoElement {
  type: 'video';
  src: string;
  children: [TextLeaf];
}
export interface TableCellElement {
  type: 'tableCell';
  children: Inline[];
}
export interface TableRowElement {
  type: 'tableRow';
  children: TableCellElement[];
}
export interface TableElement {
  type: 'table';
  children: TableRowElement[];
}
export interface FlashcardElement {
  type: 'flashcard';
  front: string;
  back: string;
  children: [TextLeaf];
}

/** Blocks that hold lines of text directly. */
export type TextBlockElement = ParagraphElement | HeadingElement | QuoteElement | CodeBlockElement;
export type BlockElement =
  | TextBlockElement
  | ListElement
  | ImageElement
  | VideoElement
  | FormulaElement
  | TableElement
  | FlashcardElement;
export type RichElement = BlockElement | InlineElement | ListItemElement | TableRowElement | TableCellElement;
export type RichElementType = RichElement['type'];

/** A whole document: at least one block. */
export type RichDocument = BlockElement[];

/** Elements that are atoms: their content is their fields, not editable text. */
export const VOID_TYPES: ReadonlySet<RichElementType> = new Set([
  'image',
  'video',
  'formula',
  'quizField',
  'flashcard',
]);
/** Elements that sit inside a line of text. Formulas are inline when their `inline` field says so. */
export const INLINE_TYPES: ReadonlySet<RichElementType> = new Set([
  'link',
  'nodeLink',
  'relatedNodeLink',
  'quizField',
]);

export function isInlineElement(element: { type: string; inline?: unknown }): boolean {
  return (
    INLINE_TYPES.has(element.type as RichElementType) ||
    (element.type === 'formula' && element.inline === true)
  );
}
