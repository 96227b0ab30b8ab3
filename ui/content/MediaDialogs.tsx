/** Dialogs for the content's media: an image (address, width, alignment) and an embedded video. */
import { useState } from 'react';
import type { Alignment } from '../../src/model/richText/types';
import { imageSource, videoEmbedSource } from '../../src/model/richText/urls';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { FormDialog } from '../dialogs/FormDialog';
import { contentStrings as strings } from './strings';

const ALIGNMENTS = (['left', 'center', 'right'] as const).map((value) => ({
  value,
  label: strings.align[value],
}));

export function ImageDialog({
  onApply,
  onClose,
}: {
  onApply: (src: string, align: Alignment, width: number | undefined) => void;
  onClose: () => void;
}) {
  const [address, setAddress] = useState('');
  const [width, setWidth] = useState('');
  const [align, setAlign] = useState<Alignment>('center');
  const src = imageSource(address);
  const pixels = Number.parseInt(width, 10);
  return (
    <FormDialog
      open
      title={strings.imageTitle}
      submitLabel={strings.apply}
      submitDisabled={src === null}
      onSubmit={() => src && onApply(src, align, pixels > 0 ? pixels : undefined)}
      onClose={onClose}
    >
      <TextField
        label={strings.imageSource}
        name="src"
        value={address}
        onChange={setAddress}
        invalid={address.trim() !== '' && src === null}
        errorText={strings.imageInvalid}
      />
      <TextField label={strings.imageWidth} name="width" value={width} onChange={setWidth} />
      <SelectField label={strings.imageAlign} value={align} options={ALIGNMENTS} onChange={setAlign} />
    </FormDialog>
  );
}

export function VideoDialog({ onApply, onClose }: { onApply: (src: string) => void; onClose: () => void }) {
  const [address, setAddress] = useState('');
  const src = videoEmbedSource(address);
  return (
    <FormDialog
      open
      title={strings.videoTitle}
      submitLabel={strings.apply}
      submitDisabled={src === null}
      onSubmit={() => src && onApply(src)}
      onClose={onClose}
    >
      <TextField
        label={strings.videoSource}
        name="src"
        value={address}
        onChange={setAddress}
        invalid={address.trim() !== '' && src === null}
        errorText={strings.videoInvalid}
      />
    </FormDialog>
  );
}
