// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSUBSCRIBE_FAILED } from '../../../src/model/auth';
import { CloseWindowScreen } from '../../../ui/screens/auth/CloseWindowScreen';
import { authStrings } from '../../../ui/screens/auth/strings';
import { UnsubscribeScreen } from '../../../ui/screens/auth/UnsubscribeScreen';
import { UnsupportedBrowserScreen } from '../../../ui/screens/auth/UnsupportedBrowserScreen';
import { fakeSession, makeStores, renderWithStores } from './harness';

const renderUnsubscribe = async (publicRequest = fakeSession().publicRequest) => {
  const session = fakeSession({ publicRequest });
  renderWithStores(await makeStores(session), <UnsubscribeScreen />, {
    path: '/unsubscribe/:token',
    at: '/unsubscribe/tok9',
  });
  return session;
};

describe('UnsubscribeScreen', () => {
  afterEach(cleanup);

  it('unsubscribes, then shows Done', async () => {
    const session = await renderUnsubscribe();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: authStrings.unsubscribe.submit })),
    );
    expect(session.publicRequest).toHaveBeenCalledWith('POST', '/unsubscribe/tok9');
    expect(screen.getByText(authStrings.unsubscribe.done)).toBeTruthy();
  });

  it('says so when unsubscribing fails, and Cancel leaves the subscription alone', async () => {
    const session = await renderUnsubscribe(vi.fn(async () => Promise.reject(new Error('down'))));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: authStrings.unsubscribe.submit })),
    );
    expect(screen.getByText(UNSUBSCRIBE_FAILED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: authStrings.unsubscribe.cancel }));
    expect(screen.getByText(authStrings.unsubscribe.cancelled)).toBeTruthy();
    expect(session.publicRequest).toHaveBeenCalledTimes(1);
  });
});

describe('CloseWindowScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("posts { type: 'unlock' } on the 'unlock' channel, then closes the window", async () => {
    const posted: { name: string; message: unknown }[] = [];
    class FakeChannel {
      constructor(readonly name: string) {}
      postMessage(message: unknown) {
        posted.push({ name: this.name, message });
      }
      close() {}
    }
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderWithStores(await makeStores(), <CloseWindowScreen />);
    expect(posted).toEqual([{ name: 'unlock', message: { type: 'unlock' } }]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByText(authStrings.closeWindow)).toBeTruthy();
  });
});

describe('UnsupportedBrowserScreen', () => {
  afterEach(cleanup);

  it('copies the page link and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithStores(await makeStores(), <UnsupportedBrowserScreen />);
    expect(screen.getByText(authStrings.unsupported.body)).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: authStrings.unsupported.copy })),
    );
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByText(authStrings.unsupported.copied)).toBeTruthy();
  });
});
