/** KaTeX rendering of a formula: errors are returned to show, never thrown. */
import katex from 'katex';

export interface RenderedFormula {
  html: string;
  /** KaTeX's message when the LaTeX does not parse; the HTML then shows the source in error colour. */
  error: string | null;
}

export function renderFormula(latex: string, displayMode: boolean): RenderedFormula {
  const options = { displayMode, output: 'htmlAndMathml' as const, strict: 'ignore' as const, trust: false };
  try {
    return { html: katex.renderToString(latex, { ...options, throwOnError: true }), error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    try {
      return { html: katex.renderToString(latex, { ...options, throwOnError: false }), error: message };
    } catch {
      return { html: '', error: message };
    }
  }
}
