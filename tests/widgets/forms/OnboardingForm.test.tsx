import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import OnboardingForm from '../../../widgets/forms/onboardingForm/OnboardingForm';
import { fakePortal, installBrowserStubs, renderWithProviders, type FetchHandler } from '../renderWithProviders';
import { formOf } from './renderForm';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const onboarding = {
  id: 'onboarding',
  title: 'Welcome aboard',
  layout: 'simple',
  definition: formOf([{ name: 'legal_first_name', label: 'Legal first name', type: 'text', required: true }], { id: 'onboarding', title: 'Welcome aboard' }),
  values: {},
  status: 'pending',
  readonly: false,
};

const answer: FetchHandler = (url, init) => {
  if (url.startsWith('/api/pcsx/forms/onboarding/submit') && init.method === 'POST')
    return json({ data: { status: 'submitted', submitted_at: '2026-03-15T10:00:00.000Z' } });
  if (url.startsWith('/api/pcsx/forms/onboarding')) return json({ data: onboarding });
  return json({});
};

describe('the onboarding form widget', { timeout: 30_000 }, () => {
  it('shows the implementation-phase banner set in its page config, also while the form cannot be loaded', async () => {
    installBrowserStubs();
    renderWithProviders(() => <OnboardingForm implementationBanner="We are still setting up onboarding." />);
    expect(await screen.findByRole('note')).toHaveTextContent('We are still setting up onboarding.');
    expect(await screen.findByRole('alert')).toHaveTextContent('The form could not be loaded.');
  });

  it('shows no banner when the config sets none', async () => {
    installBrowserStubs();
    renderWithProviders(() => <OnboardingForm />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('sends the candidate on to the continue path, keeping the domain, once the form is submitted', async () => {
    installBrowserStubs();
    const portal = { ...fakePortal, user: { ...fakePortal.user, isLoggedIn: true } };
    renderWithProviders(() => <OnboardingForm continuePath="/careers/dashboard" />, {
      portal,
      at: '/careers/onboarding?domain=acme.com',
      routes: ['/careers/onboarding', '/careers/dashboard'],
      fetch: answer,
      showLocation: true,
    });
    await userEvent.type(await screen.findByLabelText(/Legal first name/), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/careers/dashboard?domain=acme.com'));
  });
});
