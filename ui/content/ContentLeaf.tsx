import type { ReactNode } from 'react';
import type { RenderLeafProps } from 'slate-react';
import './slateTypes';

/** A run of text with its marks. */
export function ContentLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content: ReactNode = children;
  if (leaf.code) content = <code className="content-code">{content}</code>;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.sub) content = <sub>{content}</sub>;
  if (leaf.sup) content = <sup>{content}</sup>;
  return <span {...attributes}>{content}</span>;
}
