import 'katex/dist/katex.min.css';
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { renderFormula } from './formula';
import { contentStrings as strings } from './strings';

export interface FormulaProps {
  latex: string;
  /** A block of its own (KaTeX display mode) rather than in a line of text. */
  block?: boolean;
  /** Shows KaTeX's message under the formula when it does not parse. */
  showError?: boolean;
}

/** A formula rendered by KaTeX (its HTML is KaTeX's own output, with trust off). */
export function Formula({ latex, block = false, showError = false }: FormulaProps) {
  const { html, error } = useMemo(() => renderFormula(latex, block), [latex, block]);
  return (
    <>
      <Box
        as="span"
        display={block ? 'block' : 'inline-block'}
        data-testid="formula"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output, rendered with trust off.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {showError && error && (
        <Box as="span" display="block" color="fg.error" fontSize="sm" role="alert">
          {strings.formulaError(error)}
        </Box>
      )}
    </>
  );
}
