import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../studio/studioApi';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import type { ConfigProblem } from '../../schemas/generated/api/studio';

/** How long editing must pause before the draft is sent; a failed save is tried again after RETRY_MS (and when the browser is back online). */
const SAVE_PAUSE_MS = 700;
const RETRY_MS = 5000;
/** How soon an edit is kept in this browser's storage. */
const BACKUP_PAUSE_MS = 250;
/** How long the backup waits at most for the browser to be idle. */
const BACKUP_IDLE_WAIT_MS = 1000;

export type DraftSaveState = { kind: 'saved' } | { kind: 'pending' } | { kind: 'saving' } | { kind: 'failed'; reason: string };

/** The definition as last edited, kept in this browser until the server has it. */
interface Backup {
  definition: FormDefinition;
  baseVersion: number | null;
}

export interface LoadedDraft {
  definition: FormDefinition;
  baseVersion: number | null;
  errors: readonly ConfigProblem[];
}

function readBackup(key: string): Backup | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Backup | null;
    return value && typeof value.definition === 'object' && value.definition !== null && (value.baseVersion === null || typeof value.baseVersion === 'number')
      ? value
      : null;
  } catch {
    return null;
  }
}

/** Where the builder keeps an editor's unsent edits of a form, in this browser. */
export const draftBackupKey = (editorId: string, domain: string, formId: string) => `portico.formBuilder.${editorId}.${domain}.${formId}`;

/** What the builder opens: a newer copy kept in this browser (a reload or a failed save), else the server's draft. */
export function startingDraft(key: string, loaded: LoadedDraft): LoadedDraft & { restored: boolean } {
  const backup = readBackup(key);
  if (backup && JSON.stringify(backup.definition) !== JSON.stringify(loaded.definition))
    return { definition: backup.definition, baseVersion: backup.baseVersion, errors: loaded.errors, restored: true };
  return { ...loaded, restored: false };
}

/**
 * Saves the builder's definition as a draft (PUT …/draft, saved even while invalid: the answer lists
 * what blocks publishing) once editing pauses, keeps every edit in localStorage until the server has
 * it, and retries a failed save. Saves run one at a time; the last edit wins.
 */
export function useFormDraft(options: {
  key: string;
  start: LoadedDraft & { restored: boolean };
  save: (body: { baseVersion: number | null; definition: FormDefinition }) => Promise<{ errors: ConfigProblem[] }>;
}) {
  const { t } = useTranslation();
  const { key, start, save } = options;
  const [saveState, setSaveState] = useState<DraftSaveState>(start.restored ? { kind: 'pending' } : { kind: 'saved' });
  const [problems, setProblems] = useState<readonly ConfigProblem[]>(start.errors);
  const latest = useRef<Backup>({ definition: start.definition, baseVersion: start.baseVersion });
  const saved = useRef<Backup | null>(start.restored ? null : latest.current);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (running.current) await running.current;
    const wanted = latest.current;
    if (saved.current === wanted || (saved.current?.definition === wanted.definition && saved.current.baseVersion === wanted.baseVersion)) return true;
    setSaveState({ kind: 'saving' });
    const attempt = saveRef
      .current(wanted)
      .then((response) => {
        saved.current = wanted;
        setProblems(response.errors);
        if (latest.current === wanted) {
          setSaveState({ kind: 'saved' });
          localStorage.removeItem(key);
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
  }, [key, t]);

  const backupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keepBackup = useCallback(() => {
    clearTimeout(backupTimer.current);
    backupTimer.current = undefined;
    if (saved.current === latest.current) return;
    try {
      localStorage.setItem(key, JSON.stringify(latest.current));
    } catch {
      // Storage full or refused: the server copy is the one that counts.
    }
  }, [key]);

  /** Records an edit: kept in this browser (within BACKUP_PAUSE_MS, or as the page is left), sent when editing pauses. */
  const changed = useCallback(
    (definition: FormDefinition, baseVersion = latest.current.baseVersion) => {
      if (definition === latest.current.definition && baseVersion === latest.current.baseVersion) return;
      latest.current = { definition, baseVersion };
      // Written to this browser a moment later, when the browser is idle (a big form is costly to
      // write: not on every key, nor between a key and its frame), and at once if the page is left
      // meanwhile (keepBackup on pagehide).
      backupTimer.current ??= setTimeout(
        () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(keepBackup, { timeout: BACKUP_IDLE_WAIT_MS }) : keepBackup()),
        BACKUP_PAUSE_MS,
      );
      setSaveState((current) => (current.kind === 'pending' ? current : { kind: 'pending' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), SAVE_PAUSE_MS);
    },
    [saveNow, keepBackup],
  );

  useEffect(() => {
    // A restored backup goes to the server at once; coming back online retries a failed save.
    if (start.restored) void saveNow();
    const online = () => void saveNow();
    window.addEventListener('online', online);
    window.addEventListener('pagehide', keepBackup);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', keepBackup);
      clearTimeout(timer.current);
      keepBackup();
    };
  }, [start, saveNow, keepBackup]);

  /** Sends what is edited now, if the server does not have it yet; true once it has. */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    return saveNow();
  }, [saveNow]);

  /** After a publish: the server holds the definition as that version, and no draft of it. */
  const published = useCallback(
    (version: number) => {
      clearTimeout(timer.current);
      latest.current = { definition: latest.current.definition, baseVersion: version };
      saved.current = latest.current;
      localStorage.removeItem(key);
      setProblems([]);
      setSaveState({ kind: 'saved' });
    },
    [key],
  );

  // The engine's words for consultants, in the builder's where it has them (the engine's otherwise).
  const shownProblems = useMemo(() => problems.map((problem) => inBuilderWords(problem, t)), [problems, t]);
  return {
    saveState,
    problems: shownProblems,
    /** What a refused publish listed. */
    setProblems,
    changed,
    flush,
    published,
    /** Another version was published meanwhile: the draft keeps its definition and is based on that version from now on. */
    rebase: (version: number) => changed(latest.current.definition, version),
    baseVersion: () => latest.current.baseVersion,
  };
}

/** A section without questions (the engine: "should list at least 1 item" at its items), the first problem of every new form. */
const EMPTY_SECTION = /^\/sections\/\d+\/items$/;

/** A problem as the builder says it: in the author's language where the builder has its own words for it. */
export function inBuilderWords(problem: ConfigProblem, t: TFunction): ConfigProblem {
  if (EMPTY_SECTION.test(problem.pointer) && problem.message.startsWith('should list at least'))
    return { ...problem, message: t('formBuilder.problemText.emptySection') };
  return problem;
}
