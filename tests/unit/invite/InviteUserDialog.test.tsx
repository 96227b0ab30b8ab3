// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../src/api/session/ApiRequestError';
import { InviteUserDialog } from '../../../ui/dialogs/InviteUserDialog';
import { inviteStrings } from '../../../ui/dialogs/strings';
import { fakeSession, makeStores, renderWithStores } from '../auth-screens/harness';

type Request = (method: string, path: string, payload?: unknown) => Promise<Record<string, unknown>>;

/** The real helper rejects the invite answer (it has no success flag) with the body attached. */
const answered = (body: Record<string, unknown>, code = 500) =>
  new ApiRequestError({ kind: 'response', code, message: 'unknown_error', errors: [], body });

async function renderDialog(request: Request, organization?: { id: string; name: string }) {
  const session = fakeSession({ request: vi.fn(request) });
  const stores = await makeStores(session);
  const onClose = vi.fn();
  renderWithStores(stores, <InviteUserDialog open onClose={onClose} organization={organization} />);
  await act(async () => {});
  return { stores, session, onClose };
}

const emailsField = () => screen.getByPlaceholderText(inviteStrings.placeholder) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: inviteStrings.send }) as HTMLButtonElement;
const type = async (text: string) =>
  act(async () => fireEvent.change(emailsField(), { target: { value: text } }));
const send = async () => act(async () => fireEvent.click(sendButton()));

describe('InviteUserDialog', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("is titled Invite User, with 'to <organization>' when one is given", async () => {
    await renderDialog(async () => ({}), { id: 'o1', name: 'Acme School' });
    expect(screen.getByRole('dialog').textContent).toContain('Invite User to Acme School');
    cleanup();
    await renderDialog(async () => ({}));
    const title = screen.getByText(inviteStrings.title);
    expect(title.textContent).toBe('Invite User');
  });

  it('keeps Send disabled without e-mails and offers Close', async () => {
    const { onClose } = await renderDialog(async () => ({}));
    expect(sendButton().disabled).toBe(true);
    await type('   ,  ');
    expect(sendButton().disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: inviteStrings.close })));
    expect(onClose).toHaveBeenCalled();
  });

  it('removes duplicates (any case) and sends each address once with the organization id', async () => {
    const request = vi.fn<Request>(async () => {
      throw answered({ errors: [], successInvite: 2 });
    });
    const { session, stores, onClose } = await renderDialog(request, { id: 'o1', name: 'Acme' });
    await type('ada@example.com, ADA@example.com; bob@example.com ada@example.com');
    expect(screen.getByTestId('invite-emails').textContent).toBe('ada@example.combob@example.com');
    expect(sendButton().disabled).toBe(false);
    await send();
    expect(session.request).toHaveBeenCalledWith('POST', '/invite', {
      emails: ['ada@example.com', 'bob@example.com'],
      orgId: 'o1',
    });
    expect(stores.notifications.alerts.map((alert) => alert.text)).toEqual(['2 invite sent.']);
    expect(onClose).toHaveBeenCalled();
  });

  it('validates each address and keeps Send disabled while one is invalid', async () => {
    const { session } = await renderDialog(async () => ({}));
    await type('ada@example.com, not-an-email,');
    expect(screen.getByText('not-an-email is not a valid e-mail address.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    await send();
    expect(session.request).not.toHaveBeenCalled();
    await type('ada@example.com');
    expect(screen.queryByText('not-an-email is not a valid e-mail address.')).toBeNull();
    expect(sendButton().disabled).toBe(false);
  });

  it('shows the answer errors joined by spaces and stays open', async () => {
    const { stores, onClose } = await renderDialog(async () => {
      throw answered({ errors: ['a@example.com already has an account.', 'Try later.'], successInvite: 1 });
    });
    await type('a@example.com, b@example.com');
    await send();
    expect(screen.getByTestId('invite-error').textContent).toContain(
      'a@example.com already has an account. Try later.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(stores.notifications.alerts).toEqual([]);
    expect(sendButton().disabled).toBe(false);
  });

  it('accepts an answer the helper resolves with, too', async () => {
    const { stores, onClose } = await renderDialog(async () => ({ errors: [], successInvite: 1 }));
    await type('a@example.com');
    await send();
    expect(stores.notifications.alerts[0]?.text).toBe('1 invite sent.');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a thrown error as its errors joined, or the stock sentence', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderDialog(async () => {
      throw new ApiRequestError({ kind: 'response', code: 502, message: 'x', errors: ['Bad', 'gateway.'] });
    });
    await type('a@example.com');
    await send();
    expect(screen.getByTestId('invite-error').textContent).toContain('Bad gateway.');
    cleanup();
    const { onClose } = await renderDialog(async () => {
      throw new ApiRequestError({ kind: 'no-response', code: 503, message: 'x', errors: [] });
    });
    await type('a@example.com');
    await send();
    expect(screen.getByTestId('invite-error').textContent).toContain(inviteStrings.failed);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says Processing and stays disabled while the call runs', async () => {
    let finish: (body: Record<string, unknown>) => void = () => {};
    const { onClose } = await renderDialog(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    await type('a@example.com');
    await send();
    const processing = screen.getByRole('button', { name: inviteStrings.processing }) as HTMLButtonElement;
    expect(processing.disabled).toBe(true);
    await act(async () => finish({ errors: [], successInvite: 1 }));
    expect(onClose).toHaveBeenCalled();
  });
});
