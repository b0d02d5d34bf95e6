import type { DraftApplication, Interview, Nudge } from '../../../schemas/generated/api/dashboard';
import type { ProfileAnalysis } from '../../../schemas/generated/api/profile';
import { calendarDaysUntil } from './calendarDaysUntil';

export const MAX_NUDGES = 5;
/** Interviews this close (in calendar days) get a reminder. */
export const INTERVIEW_REMINDER_DAYS = 7;

export interface NudgeInput {
  analysis: ProfileAnalysis;
  drafts: readonly DraftApplication[];
  upcomingInterviews: readonly Interview[];
  now: Date;
  timeZone: string;
}

function interviewNudge(interview: Interview, now: Date, timeZone: string): Nudge | null {
  if (interview.status !== 'scheduled') return null;
  const days = calendarDaysUntil(new Date(interview.starts_at), now, timeZone);
  if (days < 0 || days > INTERVIEW_REMINDER_DAYS) return null;
  const position = interview.position_title;
  const [message, key] =
    days === 0
      ? [`Your interview for ${position} is today`, 'dashboard.nudges.interviewToday']
      : days === 1
        ? [`Your interview for ${position} is tomorrow`, 'dashboard.nudges.interviewTomorrow']
        : [`Your interview for ${position} is in ${days} days`, 'dashboard.nudges.interviewInDays'];
  return {
    id: `interview-${interview.id}`,
    type: 'interview',
    title: 'Upcoming interview',
    message,
    messageKey: key,
    messageParams: { position, days: String(days) },
    actionUrl: '/careers/interviews',
    priority: days,
  };
}

/**
 * What the candidate should do next, most urgent first (at most 5): interviews within a week, open
 * drafts to finish (closed positions cannot be applied to, so their drafts are not nudged), then the
 * heaviest missing parts of the profile (profileCompleteness).
 */
export function computeNudges({ analysis, drafts, upcomingInterviews, now, timeZone }: NudgeInput): Nudge[] {
  const nudges: Nudge[] = [];
  for (const interview of upcomingInterviews) {
    const nudge = interviewNudge(interview, now, timeZone);
    if (nudge) nudges.push(nudge);
  }
  for (const draft of drafts.filter((d) => !d.is_closed).slice(0, 2)) {
    nudges.push({
      id: `draft-${draft.position_id}`,
      type: 'draft_application',
      title: 'Draft application',
      message: `Finish your draft application for ${draft.position_title}`,
      messageKey: 'dashboard.nudges.finishDraft',
      messageParams: { position: draft.position_title },
      actionUrl: `/careers/apply?pid=${draft.position_id}`,
      priority: 20,
    });
  }
  analysis.missing.slice(0, 3).forEach((item, i) => {
    nudges.push({
      id: `profile-${item.key}`,
      type: item.key === 'resume' ? 'resume' : 'profile',
      title: 'Complete your profile',
      message: item.label,
      messageKey: item.labelKey,
      messageParams: {},
      actionUrl: '/careers/profile',
      priority: 30 + i,
    });
  });
  return nudges.sort((a, b) => a.priority - b.priority).slice(0, MAX_NUDGES);
}
