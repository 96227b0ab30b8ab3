import { Box, Field, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { CheckField } from '../components/CheckField';
import { FormDialog } from '../dialogs/FormDialog';
import { Formula } from './Formula';
import { contentStrings as strings } from './strings';

export interface FormulaDialogProps {
  onApply: (latex: string, inline: boolean) => void;
  onClose: () => void;
}

/** LaTeX with a live KaTeX preview; an error in it is shown under the preview, never thrown. */
export function FormulaDialog({ onApply, onClose }: FormulaDialogProps) {
  const [latex, setLatex] = useState('');
  const [inline, setInline] = useState(true);
  return (
    <FormDialog
      open
      title={strings.formulaTitle}
      submitLabel={strings.apply}
      submitDisabled={latex.trim() === ''}
      onSubmit={() => onApply(latex, inline)}
      onClose={onClose}
    >
      <Field.Root>
        <Field.Label>{strings.formulaLatex}</Field.Label>
        <Textarea
          rows={3}
          fontFamily="mono"
          value={latex}
          onChange={(event) => setLatex(event.target.value)}
        />
      </Field.Root>
      <CheckField label={strings.formulaInline} checked={inline} onChange={setInline} />
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {strings.formulaPreview}
        </Text>
        <Box minH="8" p="2" borderWidth="1px" rounded="sm" data-testid="formula-preview" overflowX="auto">
          {latex.trim() !== '' && <Formula latex={latex} block={!inline} showError />}
        </Box>
      </Box>
    </FormDialog>
  );
}
