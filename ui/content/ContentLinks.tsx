/**
 * Links in rendered content (spec 2 section 2): a node link or related node link goes to its node, and a
 * link to a map of this app opens that map in the app; any other link opens in a new tab. In content
 * being edited a plain click places the cursor, so Ctrl or ⌘ and click follows a link there.
 */
import { chakra } from '@chakra-ui/react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { RenderElementProps } from 'slate-react';
import { appMapPath } from '../../src/model/map/mapLink';
import type { LinkElement, NodeLinkElement } from '../../src/model/richText/types';
import { useContentContext } from './ContentContext';
import { contentStrings as strings } from './strings';

type Props<E> = Omit<RenderElementProps, 'element'> & { element: E };

/** Whether a click (or Enter on a focused link) asks to follow it where the content is shown as it is. */
function asksToFollow(event: MouseEvent | KeyboardEvent, readOnly: boolean): boolean {
  return readOnly || event.ctrlKey || event.metaKey;
}

export function NodeLink({ attributes, children, element }: Props<NodeLinkElement>) {
  const { nodeTitle, links, readOnly } = useContentContext();
  const title = nodeTitle(element.nodeId) ?? strings.unknownNode;
  const related = element.type === 'relatedNodeLink';
  const follow = (event: MouseEvent | KeyboardEvent) => {
    if (!links || !asksToFollow(event, readOnly)) return;
    event.preventDefault();
    links.followNode(element.nodeId);
  };
  // Read only, it is a link a keyboard reaches too; while editing, the text stays text to type in.
  const linkRole = links && readOnly ? { role: 'link', tabIndex: 0 } : {};
  return (
    <chakra.span
      {...attributes}
      {...linkRole}
      data-node-id={element.nodeId}
      data-related={related || undefined}
      title={links ? strings.followLink(title, readOnly) : title}
      color="brand.fg"
      borderBottomWidth="1px"
      borderStyle={related ? 'dashed' : 'solid'}
      cursor={links && readOnly ? 'pointer' : undefined}
      onClick={follow}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') follow(event);
      }}
    >
      {children}
    </chakra.span>
  );
}

export function UrlLink({ attributes, children, element }: Props<LinkElement>) {
  const { links, readOnly } = useContentContext();
  const mapPath = links ? appMapPath(element.url, window.location.origin) : null;
  return (
    <chakra.a
      {...attributes}
      href={element.url}
      target={mapPath === null ? '_blank' : undefined}
      rel="noopener noreferrer"
      title={mapPath === null || readOnly ? undefined : strings.followLink(strings.anotherMap, readOnly)}
      color="fg.info"
      textDecoration="underline"
      onClick={(event: MouseEvent) => {
        if (mapPath === null || !links || !asksToFollow(event, readOnly)) return;
        event.preventDefault();
        links.openMap(mapPath);
      }}
    >
      {children}
    </chakra.a>
  );
}
