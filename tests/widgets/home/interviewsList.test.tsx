import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import InterviewsList from '../../../widgets/home/interviewsList/InterviewsList';
import { installBrowserStubs } from '../renderWithProviders';
import { json, renderHome } from './renderHome';

const interview = (id: number, title: string, status: string, startsAt: string) => ({
  id,
  position_id: 7,
  position_title: 'Security Engineer',
  title,
  starts_at: startsAt,
  ends_at: startsAt,
  location: 'Video call',
  meeting_url: `https://meet.example.com/${id}`,
  status,
});

beforeAll(installBrowserStubs);

describe('InterviewsList', { timeout: 30_000 }, () => {
  it('offers the meeting link of an upcoming interview, not of a past one (where it was is still said)', async () => {
    renderHome(<InterviewsList show="all" />, (_method, url) =>
      url.pathname === '/api/pcsx/dashboard/interviews'
        ? json({
            data: {
              upcoming: [interview(1, 'Technical interview', 'scheduled', '2030-01-10T15:00:00Z')],
              past: [interview(2, 'Recruiter screen', 'completed', '2026-11-22T15:00:00Z')],
            },
          })
        : json({}, 404),
    );
    const upcoming = await screen.findByRole('list', { name: 'Upcoming interviews' });
    expect(within(upcoming).getByRole('link', { name: 'Join meeting' })).toHaveAttribute('href', 'https://meet.example.com/1');
    const past = screen.getByRole('list', { name: 'Past interviews' });
    expect(within(past).getByText('Recruiter screen')).toBeInTheDocument();
    expect(within(past).getByText('Video call')).toBeInTheDocument();
    expect(within(past).queryByRole('link', { name: 'Join meeting' })).toBeNull();
  });
});
