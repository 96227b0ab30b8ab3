import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type RenderElementProps, useFocused, useSelected } from 'slate-react';
import type { QuizFieldElement, RichElement } from '../../src/model/richText/types';
import { useContentContext } from './ContentContext';
import { NodeLink, UrlLink } from './ContentLinks';
import { Formula } from './Formula';
import { contentStrings as strings } from './strings';
import './slateTypes';

const HEADING_SIZES = ['', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;

/** An atom's own view, which the cursor steps over; Slate's empty child stays beside it. */
function Atom({
  attributes,
  children,
  inline,
  view,
}: RenderElementProps & { inline: boolean; view: ReactNode }) {
  const selected = useSelected();
  const focused = useFocused();
  const ring = selected && focused ? { outline: '2px solid', outlineColor: 'colorPalette.focusRing' } : {};
  return (
    <Box
      as={inline ? 'span' : 'div'}
      {...attributes}
      display={inline ? 'inline-block' : 'block'}
      my={inline ? 0 : 2}
    >
      <Box as={inline ? 'span' : 'div'} contentEditable={false} display="inherit" rounded="sm" {...ring}>
        {view}
      </Box>
      {children}
    </Box>
  );
}

/** One element of the document, as its HTML. */
export function ContentElement(props: RenderElementProps) {
  const { attributes, children } = props;
  const element: RichElement = props.element;
  switch (element.type) {
    case 'heading':
      return (
        <chakra.h1
          as={`h${element.level}`}
          {...attributes}
          fontSize={HEADING_SIZES[element.level]}
          fontWeight="bold"
          mt="2"
          mb="1"
        >
          {children}
        </chakra.h1>
      );
    case 'quote':
      return (
        <chakra.blockquote {...attributes} borderLeftWidth="3px" ps="3" color="fg.muted" my="2">
          {children}
        </chakra.blockquote>
      );
    case 'codeBlock':
      return (
        <chakra.pre {...attributes} fontFamily="mono" fontSize="sm" bg="bg.muted" p="2" rounded="sm" my="2">
          {children}
        </chakra.pre>
      );
    case 'bulletedList':
      return (
        <chakra.ul {...attributes} listStyleType="disc" ps="5" my="1">
          {children}
        </chakra.ul>
      );
    case 'numberedList':
      return (
        <chakra.ol {...attributes} listStyleType="decimal" ps="5" my="1">
          {children}
        </chakra.ol>
      );
    case 'listItem':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return <UrlLink {...props} element={element} />;
    case 'nodeLink':
    case 'relatedNodeLink':
      return <NodeLink {...props} element={element} />;
    case 'formula':
      return (
        <Atom
          {...props}
          inline={element.inline}
          view={<Formula latex={element.latex} block={!element.inline} />}
        />
      );
    case 'quizField':
      return <QuizField {...props} element={element} />;
    case 'image':
      return (
        <Atom
          {...props}
          inline={false}
          view={
            <Box textAlign={element.align}>
              {/* Its width in pixels: a number given to a style prop would be read as a size token. */}
              <chakra.img
                src={element.src}
                alt=""
                htmlWidth={element.width}
                maxW="100%"
                display="inline-block"
              />
            </Box>
          }
        />
      );
    case 'video':
      return (
        <Atom
          {...props}
          inline={false}
          view={
            <chakra.iframe
              src={element.src}
              title={strings.videoFrame}
              w="100%"
              aspectRatio="16 / 9"
              allowFullScreen
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          }
        />
      );
    case 'flashcard':
      return (
        <Atom
          {...props}
          inline={false}
          view={
            <Box borderWidth="1px" rounded="md" p="2" data-flashcard>
              <Box fontWeight="semibold">{element.front}</Box>
              <Box borderTopWidth="1px" mt="1" pt="1" color="fg.muted">
                {element.back}
              </Box>
            </Box>
          }
        />
      );
    case 'table':
      return (
        <chakra.table {...attributes} borderCollapse="collapse" my="2" w="100%">
          <tbody>{children}</tbody>
        </chakra.table>
      );
    case 'tableRow':
      return <tr {...attributes}>{children}</tr>;
    case 'tableCell':
      return (
        <chakra.td {...attributes} borderWidth="1px" px="2" py="1" verticalAlign="top">
          {children}
        </chakra.td>
      );
    default:
      return (
        <chakra.p {...attributes} my="1">
          {children}
        </chakra.p>
      );
  }
}

/** A quiz field: the learner's input where one is given (answering), else a placeholder of its input type. */
function QuizField(props: RenderElementProps & { element: QuizFieldElement }) {
  const { element } = props;
  const { renderQuizField } = useContentContext();
  return (
    <Atom
      {...props}
      inline
      view={
        renderQuizField ? (
          renderQuizField(element)
        ) : (
          <chakra.span
            aria-label={strings.quizFieldLabel(element.id)}
            data-quiz-field={element.id}
            display="inline-block"
            minW="16"
            px="2"
            borderWidth="1px"
            rounded="sm"
            color="fg.muted"
            fontSize="sm"
          >
            {strings.quizInputTypes[element.inputType]}
          </chakra.span>
        )
      }
    />
  );
}
