// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS } from '../components/Tooltip';
import { system } from '../theme/system';
import { MemberChips, type MemberChipsProps } from './MemberChips';
import { member } from './testMembers';

function renderChips(props: MemberChipsProps) {
  return render(
    <ChakraProvider value={system}>
      <MemberChips {...props} />
    </ChakraProvider>,
  );
}

const ADA = member(1, 'u1', 'Ada Lovelace', { colour: '#22543d' });
const BEN = member(2, 'u2', 'Ben King', { colour: '#faf089' });

describe('MemberChips (spec 2 section 4, live edit)', () => {
  afterEach(cleanup);

  it('lists each member by name and role for screen readers, their initials on their colour', () => {
    renderChips({ members: [ADA, BEN, member(7, 'u1', 'Ada Lovelace')], editorIds: new Set(['u2']) });
    const list = screen.getByRole('list', { name: 'Members in this live session' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'BKBen King (editing)',
      'ALAda Lovelace (viewing)',
    ]);
    const [ben, ada] = items.map((item) => item.firstElementChild as HTMLElement);
    expect(ben?.dataset.editing).toBe('true');
    expect(ada?.dataset.editing).toBeUndefined();
    // The editor wears the pencil; it is decoration, its words are in the name.
    expect(ben?.querySelector('svg')).not.toBeNull();
    expect(ada?.querySelector('svg')).toBeNull();
  });

  it('counts the members beyond five on a +N chip that names them', () => {
    const members = Array.from({ length: 7 }, (_, index) => member(index, `u${index}`, `Member ${index}`));
    renderChips({ members, editorIds: new Set() });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[5]?.textContent).toBe('+22 more members: Member 5 (viewing), Member 6 (viewing)');
  });

  it('shows nothing when nobody is there', () => {
    renderChips({ members: [], editorIds: new Set() });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("opens the app's tooltip with the name and role on focus", async () => {
    renderChips({ members: [ADA], editorIds: new Set(['u1']) });
    const chip = screen.getByRole('listitem').firstElementChild as HTMLElement;
    expect(chip.tabIndex).toBe(0);
    // As from the keyboard: the tooltip opens on a visible focus.
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      chip.focus();
    });
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Ada Lovelace (editing)'), {
      timeout: TOOLTIP_OPEN_DELAY_MS + 2_000,
    });
  });
});
