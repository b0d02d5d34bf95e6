import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ConfigProblem, SaveDraftResponse, StudioConfigResponse } from '../../schemas/generated/api/studio';
import type { ApiClient } from '../../engine/api/createApiClient';
import { failureReason } from './studioApi';

/** How long typing must pause before the draft is sent; a failed save is tried again after RETRY_MS (and when the browser is back online). */
const SAVE_PAUSE_MS = 700;
const RETRY_MS = 5000;

export type SaveState =
  { kind: 'published' } | { kind: 'pending' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'syntax' } | { kind: 'failed'; reason: string };

/** The editor's text as it was last typed, kept in this browser until the server has it: a reload, a lost connection or a server error loses nothing. */
interface Backup {
  text: string;
  baseVersion: number;
}

export const formatConfig = (config: unknown) => `${JSON.stringify(config, null, 2)}\n`;

/** The text as a config object, or null when it is not (yet) valid JSON or not an object. */
export function parseConfig(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const studioPath = (domain: string, rest: string) => `/api/studio/employers/${encodeURIComponent(domain)}/${rest}`;

function readBackup(key: string): Backup | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Backup | null;
    return value && typeof value.text === 'string' && typeof value.baseVersion === 'number' ? value : null;
  } catch {
    return null;
  }
}

export interface StudioDraft {
  /** The text the editor starts with (the draft, a restored backup, or the published version). */
  initialText: string;
  restored: boolean;
  text: string;
  setText: (text: string) => void;
  publishedVersion: number;
  publishedText: string;
  baseVersion: number;
  setBaseVersion: (version: number) => void;
  saveState: SaveState;
  /** What blocks publishing the saved draft, in the engine's words. */
  problems: readonly ConfigProblem[];
  /** Sends what is typed now, if it is not on the server yet; resolves true once the server has it. */
  flush: () => Promise<boolean>;
  /** After a publish or rollback: the new published version, the editor's text and base with it. */
  published: (version: number, text: string) => void;
  /** Another version was published meanwhile: the draft keeps its text and is based on that version from now on. */
  rebased: (version: number, publishedText: string) => void;
}

/**
 * One employer's draft in the studio: starts from the server's draft (or the published config, or a
 * newer copy kept in this browser), saves what is typed once typing pauses (PUT …/draft, saved even
 * while invalid: the answer lists what blocks publishing), keeps every keystroke in localStorage until
 * the server has it, and retries a failed save.
 */
export function useStudioDraft(api: ApiClient, domain: string, editorId: string, loaded: StudioConfigResponse): StudioDraft {
  const { t } = useTranslation();
  const backupKey = `portico.studio.${editorId}.${domain}`;
  const [publishedVersion, setPublishedVersion] = useState(loaded.published.version);
  const [publishedText, setPublishedText] = useState(() => formatConfig(loaded.published.config));
  const start = useMemo(() => {
    const serverText = loaded.draft ? formatConfig(loaded.draft.config) : formatConfig(loaded.published.config);
    const serverBase = loaded.draft?.baseVersion ?? loaded.published.version;
    const backup = readBackup(backupKey);
    if (backup && backup.text !== serverText) return { text: backup.text, baseVersion: backup.baseVersion, restored: true, onServer: false };
    return { text: serverText, baseVersion: serverBase, restored: false, onServer: loaded.draft !== null };
  }, [loaded, backupKey]);
  const [text, setTextState] = useState(start.text);
  const [baseVersion, setBaseVersionState] = useState(start.baseVersion);
  const [saveState, setSaveState] = useState<SaveState>(
    start.restored ? { kind: 'pending' } : start.onServer ? { kind: 'saved', at: new Date() } : { kind: 'published' },
  );
  const [problems, setProblems] = useState<readonly ConfigProblem[]>([]);

  // What the server holds (text and base), and the save under way: saves run one at a time, the last text wins.
  // null at first: a draft found on the server is sent once more, and the answer lists what blocks publishing it.
  const saved = useRef<Backup | null>(null);
  const latest = useRef<Backup>({ text: start.text, baseVersion: start.baseVersion });
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (running.current) await running.current;
    const wanted = latest.current;
    if (saved.current && saved.current.text === wanted.text && saved.current.baseVersion === wanted.baseVersion) return true;
    const config = parseConfig(wanted.text);
    if (!config) {
      setSaveState({ kind: 'syntax' });
      return false;
    }
    setSaveState({ kind: 'saving' });
    const attempt = api
      .put<SaveDraftResponse>(studioPath(domain, 'draft'), { baseVersion: wanted.baseVersion, config })
      .then((response) => {
        saved.current = wanted;
        setProblems(response.errors);
        if (latest.current === wanted) {
          setSaveState({ kind: 'saved', at: new Date() });
          localStorage.removeItem(backupKey);
        }
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
  }, [api, domain, backupKey, t]);

  const remember = useCallback(
    (next: Backup) => {
      latest.current = next;
      try {
        localStorage.setItem(backupKey, JSON.stringify(next));
      } catch {
        // Storage full or refused: the server copy is the one that counts.
      }
      setSaveState({ kind: 'pending' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), SAVE_PAUSE_MS);
    },
    [backupKey, saveNow],
  );

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      remember({ text: next, baseVersion: latest.current.baseVersion });
    },
    [remember],
  );
  const setBaseVersion = useCallback(
    (version: number) => {
      setBaseVersionState(version);
      remember({ text: latest.current.text, baseVersion: version });
    },
    [remember],
  );

  useEffect(() => {
    // A restored backup goes to the server at once; coming back online retries a failed save.
    if (start.restored || start.onServer) void saveNow();
    const online = () => void saveNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [start, saveNow]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    return saveNow();
  }, [saveNow]);

  const published = useCallback(
    (version: number, nextText: string) => {
      clearTimeout(timer.current);
      setPublishedVersion(version);
      setPublishedText(nextText);
      setTextState(nextText);
      setBaseVersionState(version);
      latest.current = { text: nextText, baseVersion: version };
      saved.current = null;
      setProblems([]);
      localStorage.removeItem(backupKey);
      setSaveState({ kind: 'published' });
    },
    [backupKey],
  );

  const rebased = useCallback(
    (version: number, nextPublishedText: string) => {
      setPublishedVersion(version);
      setPublishedText(nextPublishedText);
      setBaseVersion(version);
    },
    [setBaseVersion],
  );

  return {
    initialText: start.text,
    restored: start.restored,
    text,
    setText,
    publishedVersion,
    publishedText,
    baseVersion,
    setBaseVersion,
    saveState,
    problems,
    flush,
    published,
    rebased,
  };
}
