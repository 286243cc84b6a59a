import type { DomainEvent } from '../shared/decider.js';
import type { IsoDate } from '../shared/dates.js';
import type { Role } from './roles.js';

export type UserRegistered = DomainEvent<'UserRegistered', {
  readonly userId: string;
  readonly siteId: string;
  readonly email: string;
  readonly role: Role;
  readonly firstName: string;
  readonly lastName: string;
  readonly startedOn: IsoDate;
  /** argon2id hash; the password itself never enters the log. */
  readonly passwordHash: string;
}>;
/** Audit trail of sign-ins. Session tokens never enter the log. */
export type UserSignedIn = DomainEvent<'UserSignedIn', { readonly userId: string; readonly siteId: string; readonly staySignedIn: boolean }>;
export type UserSignedOut = DomainEvent<'UserSignedOut', { readonly userId: string; readonly siteId: string }>;

export type UserEvent = UserRegistered | UserSignedIn | UserSignedOut;
