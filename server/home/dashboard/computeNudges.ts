import type { DraftApplication, Interview, Nudge } from '../../../schemas/generated/api/dashboard';
import type { ProfileAnalysis } from '../../../schemas/generated/api/profile';
import { englishText } from '../../../engine/i18n/englishText';
import { message, type MessageKey } from '../../../engine/i18n/Message';
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

type NudgeWords = Pick<Nudge, 'title' | 'titleKey' | 'message' | 'messageKey' | 'messageParams'>;

/**
 * A nudge's words as keys the page translates (home.nudges.*) and their English (title, message),
 * one source: locales/en/home.json. Params travel as text (the API's shape); count is the plural's number.
 */
function nudgeWords(titleKey: MessageKey, messageKey: MessageKey, params: Record<string, string | number> = {}): NudgeWords {
  return {
    title: englishText(message(titleKey)),
    titleKey,
    message: englishText(message(messageKey, params)),
    messageKey,
    messageParams: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
  };
}

function interviewNudge(interview: Interview, now: Date, timeZone: string): Nudge | null {
  if (interview.status !== 'scheduled') return null;
  const days = calendarDaysUntil(new Date(interview.starts_at), now, timeZone);
  if (days < 0 || days > INTERVIEW_REMINDER_DAYS) return null;
  // days stays beside count for the clients that read it before count came.
  const params = { position: interview.position_title, days };
  const words =
    days === 0
      ? nudgeWords('home.nudges.interviewTitle', 'home.nudges.interviewToday', params)
      : days === 1
        ? nudgeWords('home.nudges.interviewTitle', 'home.nudges.interviewTomorrow', params)
        : nudgeWords('home.nudges.interviewTitle', 'home.nudges.interviewInDays', { ...params, count: days });
  return { id: `interview-${interview.id}`, type: 'interview', ...words, actionUrl: '/careers/interviews', priority: days };
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
      ...nudgeWords('home.nudges.draftTitle', 'home.nudges.finishDraft', { position: draft.position_title }),
      actionUrl: `/careers/apply?pid=${draft.position_id}`,
      priority: 20,
    });
  }
  analysis.missing.slice(0, 3).forEach((item, i) => {
    nudges.push({
      id: `profile-${item.key}`,
      type: item.key === 'resume' ? 'resume' : 'profile',
      // The item's own English label and key (profileCompleteness): a label the English bundle lacks still reads.
      title: englishText(message('home.completion.edit')),
      titleKey: 'home.completion.edit',
      message: item.label,
      messageKey: item.labelKey,
      messageParams: {},
      actionUrl: '/careers/profile',
      priority: 30 + i,
    });
  });
  return nudges.sort((a, b) => a.priority - b.priority).slice(0, MAX_NUDGES);
}
