/**
 * The outline's look as one style sheet on its list, its rows plain elements with these class names: a
 * course of 200 items then costs one style resolution instead of some two thousand (one per styled
 * component), which is what keeps the course home's first render under a second (issue 28).
 */
import type { SystemStyleObject } from '@chakra-ui/react';

export const outlineClass = {
  item: 'outline-item',
  icon: 'outline-icon',
  text: 'outline-text',
  meta: 'outline-meta',
  name: 'outline-name',
  open: 'outline-open',
  aside: 'outline-aside',
  state: 'outline-state',
  complete: 'outline-complete',
  progress: 'outline-progress',
  bar: 'outline-bar',
  signIn: 'outline-sign-in',
} as const;

type Nested = `& ${string}`;
/** The selector of the parts named, under the list (`& .outline-item, & .outline-state`). */
const c = (...names: (keyof typeof outlineClass)[]): Nested =>
  names.map((name) => `& .${outlineClass[name]}`).join(', ') as Nested;
const within = (name: keyof typeof outlineClass, below: string): Nested => `${c(name)} ${below}`;

/** A small quiet control that reads as a button (the sign-in call of a row). */
const smallAction: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2.5',
  minH: '8',
  borderRadius: 'l1',
  fontSize: 'xs',
  fontWeight: 'medium',
  color: 'fg',
  _hover: { bg: 'bg.muted' },
};

/** Chakra's own ring, as its links and buttons draw it. */
const focusRing: SystemStyleObject = { focusRing: 'outside' };

/** Each part's style under the list, as [selector, style] pairs. */
const rules: [Nested, SystemStyleObject][] = [
  [
    c('item'),
    {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: '3',
      py: '2',
      px: '2',
      borderRadius: 'md',
      '&[data-current]': { bg: 'bg.emphasized' },
    },
  ],
  [within('item', '> div'), { display: 'flex', alignItems: 'flex-start', gap: '2', minW: '0' }],
  [c('icon'), { flexShrink: 0, boxSize: '5', mt: '1' }],
  [c('text'), { display: 'flex', flexDirection: 'column', minW: '0' }],
  [c('meta'), { fontSize: 'xs', color: 'fg.muted' }],
  [c('name'), { fontWeight: 'medium', alignSelf: 'flex-start', textAlign: 'start' }],
  [`& a.${outlineClass.name}`, { color: 'fg', _hover: { textDecoration: 'underline' }, ...focusRing }],
  [c('open'), { fontSize: 'sm', cursor: 'pointer', _hover: { textDecoration: 'underline' }, ...focusRing }],
  [c('aside'), { display: 'flex', alignItems: 'center', gap: '3', flexShrink: 0 }],
  [c('state', 'complete'), { display: 'flex', alignItems: 'center', gap: '1', fontSize: 'xs' }],
  [c('state'), { color: 'fg.muted' }],
  [c('complete'), { color: 'fg.success' }],
  [`${within('state', 'svg')}, ${within('complete', 'svg')}, ${within('signIn', 'svg')}`, { boxSize: '3.5' }],
  [
    c('progress'),
    {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minW: '6rem',
      fontSize: 'xs',
      color: 'fg.muted',
    },
  ],
  [c('bar'), { h: '1.5', w: '4rem', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' }],
  [within('bar', '> span'), { display: 'block', h: 'full', bg: 'brand.solid' }],
  [c('signIn'), { ...smallAction, ...focusRing }],
];

export const outlineCss = Object.fromEntries(rules) as SystemStyleObject;
