// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStrings } from '../../../ui/screens/auth/strings';
import { TermsScreen, type TermsVariant } from '../../../ui/screens/auth/TermsScreen';
import { type FakeSession, fakeSession, makeStores, renderWithStores, scriptedApolloClient } from './harness';

const renderTerms = async (variant: TermsVariant, query = '', session: FakeSession = fakeSession()) => {
  const stores = await makeStores(session);
  const path = variant === 'trial' ? '/userTrialTerms' : '/userTerms';
  renderWithStores(stores, <TermsScreen variant={variant} />, { path, at: `${path}${query}`, apollo: true });
  return stores;
};

const agreeButton = () => screen.getByRole('button', { name: authStrings.terms.agree }) as HTMLButtonElement;

describe('TermsScreen', () => {
  afterEach(cleanup);

  it('enables Agree only while the read-and-agreed box is ticked', async () => {
    await renderTerms('update');
    expect(agreeButton().disabled).toBe(true);
    const box = screen.getByLabelText(authStrings.terms.agreeBox);
    await act(async () => fireEvent.click(box));
    expect(agreeButton().disabled).toBe(false);
    await act(async () => fireEvent.click(box));
    expect(agreeButton().disabled).toBe(true);
  });

  it('links to the terms of use and the privacy policy it asks the user to agree to', async () => {
    await renderTerms('update');
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/app/legal/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/app/legal/privacy',
    );
  });

  it("appends ' Update' to the header only outside the trial variant", async () => {
    await renderTerms('update');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `${authStrings.terms.title}${authStrings.terms.updateSuffix}`,
    );
    cleanup();
    await renderTerms('trial');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(authStrings.terms.title);
  });

  it('shows the newsletter box for showNewsletterConsent=1 and hides it for 0', async () => {
    await renderTerms('update', '?showNewsletterConsent=1');
    expect(screen.queryByLabelText(authStrings.terms.newsletter)).not.toBeNull();
    cleanup();
    await renderTerms('update', '?showNewsletterConsent=0');
    expect(screen.queryByLabelText(authStrings.terms.newsletter)).toBeNull();
  });

  it('logs out on Disagree, which sends the app to /', async () => {
    const session = fakeSession();
    const stores = await renderTerms('trial', '', session);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: authStrings.terms.disagree })));
    expect(session.logout).toHaveBeenCalled();
    expect(stores.auth.redirect).toBe('/');
  });

  it('records the agreement and the newsletter choice, then goes to /', async () => {
    const { client, seen } = scriptedApolloClient({
      AgreeUserTerms: {
        agreeUserTerms: { __typename: 'User', id: 'u1', termsAgreedAt: '2025-01-01T00:00:00Z' },
      },
      PartialUpdateUser: { partialUpdateUser: { __typename: 'User', id: 'u1', newsletterConsent: false } },
    });
    const stores = await makeStores();
    renderWithStores(stores, <TermsScreen variant="update" />, {
      path: '/userTerms',
      at: '/userTerms?showNewsletterConsent=1',
      apollo: client,
    });
    await act(async () => fireEvent.click(screen.getByLabelText(authStrings.terms.agreeBox)));
    await act(async () => fireEvent.click(screen.getByLabelText(authStrings.terms.newsletter)));
    await act(async () => fireEvent.click(agreeButton()));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeTruthy());
    expect(seen).toEqual([
      { operationName: 'AgreeUserTerms', variables: {} },
      { operationName: 'PartialUpdateUser', variables: { userUpdate: { newsletterConsent: false } } },
    ]);
  });
});
