import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Theme } from '../../schemas/generated/theme';
import { failureReason } from '../studio/studioApi';
import type { SaveThemeDraftResponse } from '../../schemas/generated/api/studio';
import type { ThemeProblem } from './themeBuilderApi';

/** How long editing must pause before the draft is sent (as the form builder's); a failed save is tried again after RETRY_MS. */
const SAVE_PAUSE_MS = 700;
const RETRY_MS = 5000;

export type ThemeSaveState = { kind: 'saved' } | { kind: 'pending' } | { kind: 'saving' } | { kind: 'failed'; reason: string };

interface Sent {
  theme: Theme;
  baseVersion: number;
}

/**
 * Saves the theme as a draft (PUT …/theme/draft, saved even while invalid: the answer lists the schema's
 * problems) once editing pauses, and retries a failed save (and when the browser is back online). Saves
 * run one at a time; the last edit wins.
 */
export function useThemeDraft(options: { theme: Theme; baseVersion: number; save: (body: Sent) => Promise<SaveThemeDraftResponse> }) {
  const { t } = useTranslation();
  const [saveState, setSaveState] = useState<ThemeSaveState>({ kind: 'saved' });
  const [problems, setProblems] = useState<readonly ThemeProblem[]>([]);
  const latest = useRef<Sent>({ theme: options.theme, baseVersion: options.baseVersion });
  const saved = useRef<Sent>(latest.current);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(options.save);
  saveRef.current = options.save;

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (running.current) await running.current;
    const wanted = latest.current;
    if (saved.current.theme === wanted.theme && saved.current.baseVersion === wanted.baseVersion) return true;
    setSaveState({ kind: 'saving' });
    const attempt = saveRef
      .current(wanted)
      .then((response) => {
        saved.current = wanted;
        setProblems(response.errors);
        if (latest.current === wanted) setSaveState({ kind: 'saved' });
        return true;
      })
      .catch((error: unknown) => {
        setSaveState({ kind: 'failed', reason: failureReason(error, t) });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void saveNow(), RETRY_MS);
        return false;
      })
      .finally(() => (running.current = null));
    running.current = attempt;
    return attempt;
  }, [t]);

  /** Records an edit: sent once editing pauses. */
  const changed = useCallback(
    (theme: Theme) => {
      if (theme === latest.current.theme) return;
      latest.current = { theme, baseVersion: latest.current.baseVersion };
      setSaveState((current) => (current.kind === 'pending' ? current : { kind: 'pending' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), SAVE_PAUSE_MS);
    },
    [saveNow],
  );

  useEffect(() => {
    const online = () => void saveNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [saveNow]);

  /** Sends what is edited now, if the server does not have it yet; true once it has. */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    return saveNow();
  }, [saveNow]);

  /** After a publish, or the published theme loaded again: the server holds this theme as that version. */
  const settled = useCallback((theme: Theme, version: number) => {
    clearTimeout(timer.current);
    latest.current = { theme, baseVersion: version };
    saved.current = latest.current;
    setProblems([]);
    setSaveState({ kind: 'saved' });
  }, []);

  return { saveState, problems, setProblems, changed, flush, settled, baseVersion: () => latest.current.baseVersion };
}
