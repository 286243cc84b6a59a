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
  /** The identifier a site's single sign-on sends for this user (spec 3 §3); absent on older events. */
  readonly ssoIdentifier?: string | null;
}>;
/** Audit trail of sign-ins. Session tokens never enter the log. */
export type UserSignedIn = DomainEvent<'UserSignedIn', { readonly userId: string; readonly siteId: string; readonly staySignedIn: boolean }>;
export type UserSignedOut = DomainEvent<'UserSignedOut', { readonly userId: string; readonly siteId: string }>;

/** A master removed the user: they can no longer sign in, and their sessions end. */
export type UserDeleted = DomainEvent<'UserDeleted', { readonly userId: string; readonly siteId: string }>;
/** Audit trail: a master acts as this user; every event of that session carries `impersonatorId`. */
export type ImpersonationStarted = DomainEvent<'ImpersonationStarted', { readonly userId: string; readonly siteId: string; readonly impersonatorId: string }>;
export type ImpersonationEnded = DomainEvent<'ImpersonationEnded', { readonly userId: string; readonly siteId: string; readonly impersonatorId: string }>;

export type UserEvent = UserRegistered | UserSignedIn | UserSignedOut | UserDeleted | ImpersonationStarted | ImpersonationEnded;
