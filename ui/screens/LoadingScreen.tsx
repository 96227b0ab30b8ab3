import { shellStrings } from '../strings';
import './LoadingScreen.css';

/** Start times of the letter animation in ms (spec 1 section 9), one per letter of 'loading'. */
export const LETTER_DELAYS_MS = [1, 800, 1600, 2400, 2700, 3000, 3300] as const;

/** The full-height splash shown while a screen's code loads. */
export function LoadingScreen() {
  const word = shellStrings.loading.replace(/\.+$/, '');
  const dots = shellStrings.loading.slice(word.length);
  const letters = [...word].map((letter, position) => ({
    id: `${position}:${letter}`,
    letter,
    delayMs: LETTER_DELAYS_MS[position % LETTER_DELAYS_MS.length],
  }));
  return (
    <div className="loading-screen" role="status" aria-live="polite" data-testid="loading-screen">
      <Logo />
      <div className="loading-text" data-testid="loading-text">
        {letters.map(({ id, letter, delayMs }) => (
          <span key={id} className="loading-letter" style={{ animationDelay: `${delayMs}ms` }}>
            {letter}
          </span>
        ))}
        <span>{dots}</span>
      </div>
    </div>
  );
}

/** The logo's colours, Chakra tokens as CSS variables: the same picture in light and dark mode. */
const LOGO = {
  line: 'var(--chakra-colors-brand-600)',
  top: 'var(--chakra-colors-brand-500)',
  left: 'var(--chakra-colors-blue-400)',
  right: 'var(--chakra-colors-purple-400)',
};

/** Three joined nodes: a concept map in miniature. */
function Logo() {
  return (
    <svg className="loading-logo" width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
      <g stroke={LOGO.line} strokeWidth="4" strokeLinecap="round">
        <line x1="48" y1="22" x2="22" y2="70" />
        <line x1="48" y1="22" x2="74" y2="70" />
        <line x1="22" y1="70" x2="74" y2="70" />
      </g>
      <circle cx="48" cy="22" r="13" fill={LOGO.top} />
      <circle cx="22" cy="70" r="13" fill={LOGO.left} />
      <circle cx="74" cy="70" r="13" fill={LOGO.right} />
    </svg>
  );
}
