import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { ContentCategory, ContentEvent, ContentFields } from './events.js';

export const contentStream = (contentId: string): string => `content-${contentId}`;

/** A new key has spaces replaced by underscores and is lower-cased (spec 3 §5 Content). */
export const normaliseContentKey = (key: string): string => key.trim().replace(/\s+/g, '_').toLowerCase();

/**
 * The key a save stores: an empty key is replaced by the group, and a key another item of the
 * category already holds gets '+' and a count appended (spec 3 §5). `takenKeys` are the other
 * items' keys, looked up by the caller.
 */
export function uniqueContentKey(key: string, group: string, takenKeys: ReadonlySet<string>): string {
  const base = normaliseContentKey(key) || normaliseContentKey(group);
  if (!takenKeys.has(base)) return base;
  for (let count = 1; ; count += 1) if (!takenKeys.has(`${base}+${count}`)) return `${base}+${count}`;
}

export interface ContentInput extends ContentFields {
  /** Keys of the category's other items on the site. */
  readonly takenKeys: ReadonlySet<string>;
}

export type ContentCommand =
  | {
      readonly type: 'CreateContent';
      readonly contentId: string;
      readonly siteId: string;
      readonly category: ContentCategory;
      readonly content: ContentInput;
    }
  | { readonly type: 'ChangeContent'; readonly siteId: string; readonly content: ContentInput }
  | { readonly type: 'DeleteContent'; readonly siteId: string };

export interface ContentState {
  readonly status: 'none' | 'active' | 'deleted';
  readonly contentId: string | null;
  readonly siteId: string | null;
}

export const initialState = (): ContentState => ({ status: 'none', contentId: null, siteId: null });

export function evolve(state: ContentState, event: ContentEvent): ContentState {
  switch (event.type) {
    case 'ContentCreated':
      return { status: 'active', contentId: event.data.contentId, siteId: event.data.siteId };
    case 'ContentChanged':
      return state;
    case 'ContentDeleted':
      return { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
}

export const contentNotFound = () => new DomainError('not_found', 'content_not_found', 'Custom Content could not be found');
const invalid = (code: string, message: string) => new DomainError('validation', code, message);

function fields(input: ContentInput): ContentFields {
  const title = input.title.trim();
  if (title === '') throw invalid('title_required', 'A title is required.');
  if (title.length > 200) throw invalid('title_too_long', 'A title can be at most 200 characters.');
  if (!Number.isInteger(input.sequence) || input.sequence < 0)
    throw invalid('invalid_sequence', 'The sequence must be a whole number of 0 or more.');
  if (input.contentHtml.length > 200_000) throw invalid('content_too_long', 'The content can be at most 200,000 characters.');
  const group = input.group.trim();
  return {
    key: uniqueContentKey(input.key, group, input.takenKeys),
    group,
    sequence: input.sequence,
    title,
    summaryHtml: input.summaryHtml,
    contentHtml: input.contentHtml,
    hidden: input.hidden,
  };
}

function active(state: ContentState, siteId: string): { contentId: string; siteId: string } {
  if (state.status !== 'active' || state.contentId === null || state.siteId !== siteId) throw contentNotFound();
  return { contentId: state.contentId, siteId: state.siteId };
}

export function decide(command: ContentCommand, state: ContentState): ContentEvent[] {
  switch (command.type) {
    case 'CreateContent':
      if (state.status !== 'none') throw new DomainError('conflict', 'content_exists', 'That content already exists.');
      return [
        {
          type: 'ContentCreated',
          data: { contentId: command.contentId, siteId: command.siteId, category: command.category, ...fields(command.content) },
        },
      ];
    case 'ChangeContent':
      return [{ type: 'ContentChanged', data: { ...active(state, command.siteId), ...fields(command.content) } }];
    case 'DeleteContent':
      return [{ type: 'ContentDeleted', data: active(state, command.siteId) }];
    default:
      return assertNever(command);
  }
}

export const contentDecider: Decider<ContentCommand, ContentEvent, ContentState> = { decide, evolve, initialState };
