import type { AdminBlogPost, LanguageCode } from '@rebound/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { conflictingPost, isSlugTaken } from './conflict';
import { clearDraftIf, discardDraft, readDraft, writeDraft } from './draft-storage';

/** Idle time after the last keystroke before the text goes to the server. */
export const AUTOSAVE_IDLE_MS = 2_000;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'slugTaken' | 'conflict';

interface AutosaveOptions<Fields> {
  postId: string;
  language: LanguageCode;
  /** The server's version when the editor opened. */
  server: AdminBlogPost;
  /** This editor's fields and revision in a post answer (the original's or one translation's). */
  fieldsOf: (post: AdminBlogPost) => Fields;
  revisionOf: (post: AdminBlogPost) => number;
  save: (fields: Fields, revision: number, keepalive: boolean) => Promise<AdminBlogPost>;
  /** Every answer of a save, for the parts of the page that show the post (state, languages). */
  onSaved: (post: AdminBlogPost) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor's no-lost-work rules: every change is kept in localStorage at once and sent after a pause,
 * when the page is hidden or left, and when the connection comes back; the stored copy goes only when the
 * server confirmed that very text. A 409 stops saving until the staff member chooses (keep mine / take theirs).
 */
export function useAutosave<Fields>({ postId, language, server, fieldsOf, revisionOf, save, onSaved }: AutosaveOptions<Fields>) {
  const [initial] = useState(() => {
    const serverFields = fieldsOf(server);
    const draft = readDraft<Fields>(postId, language);
    if (!draft || same(draft.fields, serverFields)) return { fields: serverFields, revision: revisionOf(server), restoredAt: null };
    return { fields: draft.fields, revision: draft.baseRevision, restoredAt: draft.storedAt };
  });
  const [fields, setFields] = useState<Fields>(initial.fields);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [restoredAt, setRestoredAt] = useState<string | null>(initial.restoredAt);
  const [conflict, setConflict] = useState<AdminBlogPost | null>(null);
  const base = useRef({ fields: fieldsOf(server), revision: initial.revision });
  const current = useRef(fields);
  current.current = fields;
  const saving = useRef(false);
  const blocked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ save, onSaved });
  callbacks.current = { save, onSaved };

  const flush = useCallback(
    async (keepalive = false) => {
      clearTimeout(timer.current);
      const sent = current.current;
      if (saving.current || blocked.current || same(sent, base.current.fields)) return;
      saving.current = true;
      setStatus('saving');
      try {
        const post = await callbacks.current.save(sent, base.current.revision, keepalive);
        base.current = { fields: sent, revision: revisionOf(post) };
        clearDraftIf(postId, language, sent);
        callbacks.current.onSaved(post);
        const more = !same(current.current, sent);
        setStatus(more ? 'pending' : 'saved');
        if (more) timer.current = setTimeout(() => void flush(), AUTOSAVE_IDLE_MS);
      } catch (failure) {
        const other = conflictingPost(failure);
        if (other) {
          blocked.current = true;
          setConflict(other);
          setStatus('conflict');
        } else setStatus(isSlugTaken(failure) ? 'slugTaken' : 'failed');
      } finally {
        saving.current = false;
      }
    },
    [postId, language, revisionOf],
  );

  useEffect(() => {
    if (same(fields, base.current.fields)) return;
    writeDraft(postId, language, { fields, baseRevision: base.current.revision, storedAt: new Date().toISOString() });
    if (blocked.current) return;
    setStatus((previous) => (previous === 'saving' ? previous : 'pending'));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_IDLE_MS);
  }, [fields, postId, language, flush]);

  useEffect(() => {
    const flushNow = () => void flush(true);
    const onVisibility = () => document.visibilityState === 'hidden' && flushNow();
    const onOnline = () => void flush();
    window.addEventListener('pagehide', flushNow);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('pagehide', flushNow);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      clearTimeout(timer.current);
    };
  }, [flush]);

  /** Save mine over theirs: the next save is made on their revision. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    base.current = { ...base.current, revision: revisionOf(conflict) };
    blocked.current = false;
    setConflict(null);
    void flush();
  }, [conflict, flush, revisionOf]);

  /** Adopt a version the server holds (theirs after a conflict, or a restored version); my stored copy goes. */
  const adopt = useCallback(
    (post: AdminBlogPost) => {
      const theirs = fieldsOf(post);
      base.current = { fields: theirs, revision: revisionOf(post) };
      blocked.current = false;
      discardDraft(postId, language);
      setConflict(null);
      setRestoredAt(null);
      setFields(theirs);
      setStatus('saved');
    },
    [fieldsOf, revisionOf, postId, language],
  );

  /** A publish or unpublish answer: the revision may move, the text does not. */
  const adoptRevision = useCallback(
    (post: AdminBlogPost) => {
      base.current = { ...base.current, revision: revisionOf(post) };
    },
    [revisionOf],
  );

  const dirty = !same(fields, base.current.fields);
  return {
    fields,
    setFields,
    status,
    dirty,
    restoredAt,
    dismissRestored: () => setRestoredAt(null),
    conflict,
    keepMine,
    adopt,
    adoptRevision,
    saveNow: () => void flush(),
  };
}
