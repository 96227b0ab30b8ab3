// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentEditor } from '../../../ui/content/ContentEditor';
import { Formula } from '../../../ui/content/Formula';
import { FormulaDialog } from '../../../ui/content/FormulaDialog';
import { renderFormula } from '../../../ui/content/formula';
import { contentStrings as strings } from '../../../ui/content/strings';
import { renderWithChakra } from './harness';

describe('formulas', () => {
  afterEach(cleanup);

  it('renders LaTeX to KaTeX HTML', () => {
    const { container } = renderWithChakra(<Formula latex="E = mc^2" />);
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(container.querySelector('.katex-mathml annotation')?.textContent).toBe('E = mc^2');
  });

  it('returns an error to show instead of throwing', () => {
    const rendered = renderFormula('\\frac{1', false);
    expect(rendered.error).toMatch(/KaTeX parse error/);
    expect(rendered.html).toContain('\\frac{1');
    expect(renderFormula('x^2', true)).toMatchObject({ error: null });
  });

  it('previews the formula while it is typed and shows its error', async () => {
    const onApply = vi.fn();
    renderWithChakra(<FormulaDialog onApply={onApply} onClose={vi.fn()} />);
    await screen.findByText(strings.formulaTitle);
    const apply = screen.getByRole('button', { name: strings.apply }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    const latex = screen.getByLabelText(strings.formulaLatex);
    fireEvent.change(latex, { target: { value: '\\sqrt{' } });
    expect(screen.getByRole('alert').textContent).toMatch(/The formula has an error/);
    fireEvent.change(latex, { target: { value: 'a^2 + b^2' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('formula-preview').querySelector('.katex')).not.toBeNull();
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith('a^2 + b^2', true);
  });

  it('shows a stored document read only: headings, marks, links in a new tab and formulas', () => {
    const { container } = renderWithChakra(
      <ContentEditor
        readOnly
        initialValue={[
          { type: 'heading', level: 2, children: [{ text: 'Energy' }] },
          {
            type: 'paragraph',
            children: [
              { text: 'is ', bold: true },
              { type: 'link', url: 'http://example.org', children: [{ text: 'mass' }] },
              { text: ' ' },
              { type: 'formula', latex: 'E = mc^2', inline: true, children: [{ text: '' }] },
              { text: '' },
            ],
          },
        ]}
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Energy');
    expect(container.querySelector('strong')?.textContent).toBe('is ');
    const link = container.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(container.querySelector('[contenteditable="true"]')).toBeNull();
  });
});
