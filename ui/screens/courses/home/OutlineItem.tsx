import { Link } from 'react-router-dom';
import type { CourseHomeItem } from '../../../../src/api/graphql/courseHome';
import { ITEM_STATE, type ItemState } from '../../../../src/model/courses/access';
import { formatDuration } from '../../../../src/model/courses/duration';
import type { ItemRoute } from '../../../../src/model/courses/openItem';
import { courseHomeIcons, itemStateIcons, itemTypeIcons, unknownTypeIcon } from './icons';
import { outlineClass as css } from './outlineStyles';
import { courseHomeStrings as strings } from './strings';

const STATES = Object.values(ITEM_STATE) as string[];
const stateOf = (item: CourseHomeItem): ItemState =>
  STATES.includes(item.state ?? '') ? (item.state as ItemState) : ITEM_STATE.UNAVAILABLE;

export interface OutlineItemProps {
  item: CourseHomeItem;
  /** Where the item opens in the app, when it has a route (null outside a course). */
  route: ItemRoute | null;
  current: boolean;
  /** Opens an item the app has no route for (it says why). */
  onOpen: (item: CourseHomeItem) => void;
  /** Sends a visitor to sign in and back to the course; null outside a course. */
  signIn: (() => void) | null;
}

/**
 * One item of the outline: its type, its name (a link when it is open to the viewer), what stands in the
 * way otherwise (in words, with an icon), and the viewer's progress. Plain elements styled by the
 * outline's one style sheet (outlineStyles.ts): a course can hold hundreds of them.
 */
export function OutlineItem({ item, route, current, onOpen, signIn }: OutlineItemProps) {
  const state = stateOf(item);
  const TypeIcon = itemTypeIcons[item.type] ?? unknownTypeIcon;
  return (
    <li
      className={css.item}
      data-current={current || undefined}
      data-testid="outline-item"
      data-state={state}
    >
      <div>
        <TypeIcon className={css.icon} aria-hidden />
        <div className={css.text}>
          <span className={css.meta}>
            {strings.itemType[item.type] ?? strings.unknownType}
            {item.duration ? ` · ${strings.duration(formatDuration(item.duration))}` : ''}
          </span>
          {state === ITEM_STATE.OPEN && route?.ok ? (
            <Link className={css.name} to={route.path} aria-current={current ? 'page' : undefined}>
              {item.name}
            </Link>
          ) : state === ITEM_STATE.OPEN || state === ITEM_STATE.UNSUPPORTED ? (
            <button type="button" className={`${css.name} ${css.open}`} onClick={() => onOpen(item)}>
              {item.name}
            </button>
          ) : (
            <span className={css.name}>{item.name}</span>
          )}
        </div>
      </div>
      <div className={css.aside}>
        <ProgressMark name={item.name} progress={item.progress} complete={item.complete} />
        {state === ITEM_STATE.LOGIN && signIn ? (
          <Link className={css.signIn} to="/login" onClick={signIn}>
            <courseHomeIcons.signIn aria-hidden />
            {strings.state.login}
          </Link>
        ) : (
          state !== ITEM_STATE.OPEN && <ItemStateNote state={state} />
        )}
      </div>
    </li>
  );
}

function ItemStateNote({ state }: { state: Exclude<ItemState, 'open'> }) {
  const StateIcon = itemStateIcons[state];
  return (
    <span className={css.state} data-testid="item-state">
      <StateIcon aria-hidden />
      {strings.state[state]}
    </span>
  );
}

/**
 * The viewer's progress through one item: a tick once complete (lesson 0.9, quiz 0.99: spec 3 section
 * 9), else a bar with its percentage; nothing signed out (no progress is known).
 */
function ProgressMark({
  name,
  progress,
  complete,
}: {
  name: string;
  progress: number | null | undefined;
  complete: boolean;
}) {
  if (complete)
    return (
      <span className={css.complete} data-testid="item-complete">
        <courseHomeIcons.complete aria-hidden />
        {strings.complete}
      </span>
    );
  if (progress === null || progress === undefined) return null;
  const percent = Math.round(Math.min(Math.max(progress, 0), 1) * 100);
  return (
    <span className={css.progress}>
      <span
        className={css.bar}
        role="progressbar"
        aria-label={strings.progress(name, percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </span>
      <span aria-hidden>{percent}%</span>
    </span>
  );
}
