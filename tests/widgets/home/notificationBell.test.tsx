import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationBell } from '../../../widgets/home/notifications/NotificationBell';
import { installBrowserStubs } from '../renderWithProviders';
import { deferred, json, renderHome, type Answer, type JsonAnswer, type FakeServer } from './renderHome';

const notifications = [
  {
    id: 1,
    categoryTitle: 'Offer',
    message: 'You have a new job offer.',
    createdAt: '2026-11-23T09:00:00Z',
    isClicked: false,
    isViewed: false,
    redirectUrl: '/careers/offers',
    notificationType: 'action_required',
  },
  {
    id: 2,
    categoryTitle: 'Interview',
    message: 'Your interview is in 2 days.',
    createdAt: '2026-11-22T09:00:00Z',
    isClicked: false,
    isViewed: true,
    redirectUrl: 'https://evil.example/phish',
    notificationType: 'info',
  },
  {
    id: 3,
    categoryTitle: 'Application',
    message: 'Your application is in review.',
    createdAt: '2026-11-20T09:00:00Z',
    isClicked: true,
    isViewed: true,
    redirectUrl: '/careers/applications',
    notificationType: 'info',
  },
];

const enabledConfig = { notificationsConfig: { enableCandidateInappNotifications: true, hasActionRequiredNotificationsConfigured: true } };

function server(overrides: { markClicked?: () => Answer; boot?: object; badge?: () => Answer } = {}): FakeServer {
  return (method, url) => {
    if (url.pathname === '/api/pcsx/notifications_boot_data')
      return json({
        data: {
          groupId: 'acme.com',
          isLoggedIn: true,
          enableCandidateInappNotifications: true,
          hasActionRequiredNotificationsConfigured: true,
          ...overrides.boot,
        },
      });
    if (url.pathname === '/api/pcsx/notification_badge') return overrides.badge?.() ?? json({ data: { count: 1 } });
    if (url.pathname === '/api/pcsx/notifications') {
      const list =
        url.searchParams.get('type_filter') === 'action_required' ? notifications.filter((n) => n.notificationType === 'action_required') : notifications;
      return json({ data: { notifications: list } });
    }
    if (method === 'POST' && url.pathname.endsWith('/mark_clicked'))
      return overrides.markClicked?.() ?? json({ data: { ...notifications[0], isClicked: true } });
    if (method === 'POST') return json({ data: { updated: 1 } });
    return json({ message: 'not found' }, 404);
  };
}

beforeAll(() => {
  installBrowserStubs();
  // A busy machine (two cores shared) can take more than findBy's default second to render Chakra.
  configure({ asyncUtilTimeout: 10_000 });
});

describe('NotificationBell', { timeout: 30_000 }, () => {
  it('is not shown when in-app notifications are off for the employer', async () => {
    const { calls } = renderHome(<NotificationBell />, server(), { config: { notificationsConfig: { enableCandidateInappNotifications: false } } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('is not shown when the candidate turned in-app notifications off', async () => {
    const { calls } = renderHome(<NotificationBell />, server({ boot: { enableCandidateInappNotifications: false } }), { config: enabledConfig });
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/pcsx/notifications_boot_data')).toBe(true));
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('shows the unread badge and a panel with All and Action required', async () => {
    renderHome(<NotificationBell />, server(), { config: enabledConfig });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('You have a new job offer.')).toBeInTheDocument();
    expect(within(panel).getAllByTestId('notification-item')).toHaveLength(3);
    await userEvent.click(within(panel).getByRole('tab', { name: 'Action required' }));
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(1));
  });

  it('retries the notifications boot data 300 ms apart until it answers', async () => {
    let failures = 2;
    const base = server();
    const { calls } = renderHome(
      <NotificationBell />,
      (method, url, body) =>
        url.pathname === '/api/pcsx/notifications_boot_data' && failures-- > 0 ? json({ message: 'not yet' }, 503) : base(method, url, body),
      { config: enabledConfig },
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 new' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/pcsx/notifications_boot_data')).toHaveLength(3);
  });

  it('counts 0 when the badge fetch fails', async () => {
    renderHome(<NotificationBell />, server({ badge: () => json({ message: 'down' }, 500) }), { config: enabledConfig });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('keeps Action required unusable when it is not configured', async () => {
    renderHome(<NotificationBell />, server({ boot: { hasActionRequiredNotificationsConfigured: false } }), {
      config: { notificationsConfig: { enableCandidateInappNotifications: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('tab', { name: 'Action required' })).toBeDisabled();
  });

  it('marks a notification clicked at once and goes to its page with the current query', async () => {
    const { calls, router } = renderHome(<NotificationBell />, server(), { config: enabledConfig, at: '/careers/dashboard?domain=acme.com&utm_source=mail' });
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(panel).findByText('You have a new job offer.'));
    await waitFor(() => expect(router.state.location.href).toBe('/careers/offers?domain=acme.com&utm_source=mail'));
    expect(calls.find((call) => call.method === 'POST')?.url.pathname).toBe('/api/pcsx/notifications/1/mark_clicked');
  });

  it('rolls a notification back to unread when marking it clicked fails', async () => {
    const held = deferred<JsonAnswer>();
    renderHome(<NotificationBell />, server({ markClicked: () => held.promise }), { config: enabledConfig });
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    const item = () =>
      within(screen.getByRole('dialog', { name: 'Notifications' }))
        .getByText('You have a new job offer.')
        .closest('button')!;
    await screen.findByText('You have a new job offer.');
    await userEvent.click(item());
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    await screen.findByText('You have a new job offer.');
    expect(item()).toHaveAttribute('data-unread', 'false');
    held.resolve(json({ message: 'boom' }, 500));
    await waitFor(() => expect(item()).toHaveAttribute('data-unread', 'true'));
  });

  it('refuses a redirect that leaves the site and stays on the page', async () => {
    const { router } = renderHome(<NotificationBell />, server(), { config: enabledConfig });
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    await userEvent.click(await screen.findByText('Your interview is in 2 days.'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.href).toBe('/careers/dashboard?domain=acme.com');
  });
});

describe('NotificationBell for a logged-out visitor', { timeout: 30_000 }, () => {
  it("opens the employer's logged-out message with a way to log in", async () => {
    let loginOpened = 0;
    const { calls } = renderHome(<NotificationBell onLogIn={() => loginOpened++} />, server(), {
      config: { pcsxConfig: { loggedOutNotificationConfig: { enabled: true, message: 'Log in to follow your applications.' } } },
      loggedOut: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Log in to follow your applications.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(loginOpened).toBe(1);
    expect(calls).toEqual([]);
  });

  it('shows no bell to a logged-out visitor unless configured', async () => {
    renderHome(<NotificationBell onLogIn={() => {}} />, server(), { config: enabledConfig, loggedOut: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
