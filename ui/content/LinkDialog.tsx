import { useState } from 'react';
import { normaliseLink } from '../../src/model/richText/urls';
import { TextField } from '../components/TextField';
import { FormDialog } from '../dialogs/FormDialog';
import { contentStrings as strings } from './strings';

export interface LinkDialogProps {
  /** The selected text, which the link will show. */
  initialText: string;
  /** The text and the address, with http:// in front when it did not start with http. */
  onApply: (text: string, url: string) => void;
  onClose: () => void;
}

/** Spec 3 section 5.4: Apply stays off while the text is blank; http:// goes before an address without it. */
export function LinkDialog({ initialText, onApply, onClose }: LinkDialogProps) {
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState('');
  return (
    <FormDialog
      open
      title={strings.linkTitle}
      submitLabel={strings.apply}
      submitDisabled={text.trim() === '' || url.trim() === ''}
      onSubmit={() => onApply(text, normaliseLink(url))}
      onClose={onClose}
    >
      <TextField label={strings.linkText} name="text" value={text} onChange={setText} />
      <TextField label={strings.linkUrl} name="url" value={url} onChange={setUrl} />
    </FormDialog>
  );
}
