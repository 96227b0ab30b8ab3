// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkDialog } from '../../../ui/content/LinkDialog';
import { contentStrings as strings } from '../../../ui/content/strings';
import { renderWithChakra } from './harness';

const apply = () => screen.getByRole('button', { name: strings.apply }) as HTMLButtonElement;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LinkDialog (spec 3 section 5.4)', () => {
  afterEach(cleanup);

  it('keeps Apply off while the text is blank', async () => {
    renderWithChakra(<LinkDialog initialText="" onApply={vi.fn()} onClose={vi.fn()} />);
    await screen.findByText(strings.linkTitle);
    type(strings.linkUrl, 'example.org');
    expect(apply().disabled).toBe(true);
    type(strings.linkText, '   ');
    expect(apply().disabled).toBe(true);
    type(strings.linkText, 'Example');
    expect(apply().disabled).toBe(false);
  });

  it('prepends http:// to an address not starting with http, and keeps one that does', async () => {
    const onApply = vi.fn();
    renderWithChakra(<LinkDialog initialText="Example" onApply={onApply} onClose={vi.fn()} />);
    await screen.findByText(strings.linkTitle);
    expect((screen.getByLabelText(strings.linkText) as HTMLInputElement).value).toBe('Example');
    type(strings.linkUrl, 'example.org/page');
    fireEvent.click(apply());
    expect(onApply).toHaveBeenLastCalledWith('Example', 'http://example.org/page');
    type(strings.linkUrl, 'https://example.org');
    fireEvent.click(apply());
    expect(onApply).toHaveBeenLastCalledWith('Example', 'https://example.org');
  });
});
