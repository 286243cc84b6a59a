import { useState } from 'react';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import type { EntryContext } from '@wellway/domain/entries/commands';
import { useCreateEntry } from '../api/create-entry';
import type { Entry } from '../api/get-entry-weeks';
import { useUpdateEntry } from '../api/update-entry';
import {
  draftFromEntry,
  entryBody,
  hasEntryDraftErrors,
  isDraftChanged,
  validateEntryDraft,
  type EntryDraft,
  type EntryDraftErrors,
} from '../utils/entry-draft';

export interface DayEditor {
  readonly day: string;
  /** As loaded: the draft is dirty when it would send something else. */
  readonly initial: EntryDraft;
  readonly draft: EntryDraft;
  /** Client-side errors, once a save was tried; then kept up to date while typing. */
  readonly errors: EntryDraftErrors | null;
  readonly serverErrors: readonly string[];
}

const editorFor = (day: string, entry: Entry | undefined): DayEditor => {
  const draft = draftFromEntry(entry);
  return { day, initial: draft, draft, errors: null, serverErrors: [] };
};

const messagesOf = (error: unknown): readonly string[] => (isApiError(error) ? error.errors : [SERVER_ERROR_MESSAGE]);

interface DayEditorOptions {
  readonly entryOn: (day: string) => Entry | undefined;
  readonly context: EntryContext;
  /** The day whose form is open when the page opens (today, on this year's page). */
  readonly initialDay: string | null;
  readonly onSaved: (day: string) => void;
}

/** One day's form at a time: open, change, save (POST or PUT), close. */
export function useDayEditor({ entryOn, context, initialDay, onSaved }: DayEditorOptions) {
  const [editor, setEditor] = useState<DayEditor | null>(() => (initialDay ? editorFor(initialDay, entryOn(initialDay)) : null));
  const createEntry = useCreateEntry();
  const updateEntry = useUpdateEntry();

  const open = (day: string) => setEditor(editorFor(day, entryOn(day)));
  const close = () => setEditor(null);

  const change = (draft: EntryDraft) =>
    setEditor((current) => current && { ...current, draft, errors: current.errors && validateEntryDraft(draft, current.day, context) });

  const save = (): boolean => {
    if (!editor) return false;
    const { day, draft } = editor;
    const errors = validateEntryDraft(draft, day, context);
    if (hasEntryDraftErrors(errors)) {
      setEditor({ ...editor, errors, serverErrors: [] });
      return false;
    }
    setEditor({ ...editor, errors: null, serverErrors: [] });
    const entry = entryOn(day);
    const body = entryBody(day, draft);
    // The mutation resolves after the week list, chart, stats and badges were refetched.
    const saved = entry ? updateEntry.mutateAsync({ id: entry.id, revision: entry.revision, body }) : createEntry.mutateAsync(body);
    saved.then(
      () => {
        setEditor((current) => (current?.day === day ? null : current));
        onSaved(day);
      },
      (error: unknown) => setEditor((current) => (current?.day === day ? { ...current, serverErrors: messagesOf(error) } : current)),
    );
    return true;
  };

  return {
    editor,
    dirty: editor !== null && isDraftChanged(editor.draft, editor.initial),
    saving: createEntry.isPending || updateEntry.isPending,
    open,
    close,
    change,
    save,
  };
}
