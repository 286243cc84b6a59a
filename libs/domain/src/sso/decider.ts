import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { SsoDetail, SsoDetailEvent } from './events.js';

export const ssoDetailStream = (ssoDetailId: string): string => `sso_detail-${ssoDetailId}`;

/** A shared secret must resist guessing: at least this many characters. */
export const WSKEY_MIN_LENGTH = 16;
export const WSKEY_MAX_LENGTH = 200;

export type SsoDetailCommand =
  | { readonly type: 'CreateSsoDetail'; readonly detail: SsoDetail }
  | { readonly type: 'UpdateSsoDetail'; readonly detail: SsoDetail }
  | { readonly type: 'DeleteSsoDetail'; readonly ssoDetailId: string; readonly siteId: string };

export interface SsoDetailState {
  readonly status: 'none' | 'active' | 'deleted';
  readonly siteId: string | null;
}

export const initialState = (): SsoDetailState => ({ status: 'none', siteId: null });

export function evolve(state: SsoDetailState, event: SsoDetailEvent): SsoDetailState {
  switch (event.type) {
    case 'SsoDetailCreated':
      return { status: 'active', siteId: event.data.siteId };
    case 'SsoDetailUpdated':
      return state;
    case 'SsoDetailDeleted':
      return { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
}

const notFound = () => new DomainError('not_found', 'sso_detail_not_found', 'SSO detail not found.');

/** '' or an absolute http(s) URL. */
function isUrlOrEmpty(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Every problem at once, in field order, as the form shows them. */
export function ssoDetailProblems(detail: SsoDetail): string[] {
  const problems: string[] = [];
  const key = detail.wskey.trim();
  if (key.length < WSKEY_MIN_LENGTH || key.length > WSKEY_MAX_LENGTH)
    problems.push(`wskey: must be ${WSKEY_MIN_LENGTH} to ${WSKEY_MAX_LENGTH} characters`);
  if (detail.ssoLabel.length > 100) problems.push('sso_label: must be at most 100 characters');
  if (!isUrlOrEmpty(detail.loginUrl)) problems.push('login_url: must be a web address starting with http:// or https://');
  if (!isUrlOrEmpty(detail.redirect) && !detail.redirect.startsWith('/'))
    problems.push('redirect: must be a web address or a path starting with /');
  return problems;
}

function validated(detail: SsoDetail): SsoDetail {
  const problems = ssoDetailProblems(detail);
  if (problems.length > 0) throw new DomainError('validation', 'sso_detail_invalid', problems.join(' '));
  return { ...detail, wskey: detail.wskey.trim() };
}

export function decide(command: SsoDetailCommand, state: SsoDetailState): SsoDetailEvent[] {
  switch (command.type) {
    case 'CreateSsoDetail':
      if (state.status !== 'none') throw new DomainError('conflict', 'sso_detail_exists', 'That SSO detail already exists.');
      return [{ type: 'SsoDetailCreated', data: validated(command.detail) }];
    case 'UpdateSsoDetail':
      // A detail belongs to its site for good: another site's id names nothing.
      if (state.status !== 'active' || state.siteId !== command.detail.siteId) throw notFound();
      return [{ type: 'SsoDetailUpdated', data: validated(command.detail) }];
    case 'DeleteSsoDetail':
      if (state.status !== 'active' || state.siteId !== command.siteId) throw notFound();
      return [{ type: 'SsoDetailDeleted', data: { ssoDetailId: command.ssoDetailId, siteId: command.siteId } }];
    default:
      return assertNever(command);
  }
}

export const ssoDetailDecider: Decider<SsoDetailCommand, SsoDetailEvent, SsoDetailState> = { decide, evolve, initialState };
