import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/** Categories of site content (spec 3 §3 Content). */
export const contentCategories = [
  'emails',
  'registration',
  'explanations',
  'branding',
  'tips',
  'resources',
  'location_resources',
  'faqs',
  'how_it_works',
  'articles',
  'prestart',
  'walkthrough',
  'privacy',
  'terms',
  'eligibility',
  'settings',
  'sms_templates',
  'welcome',
  'wall',
  'webcart',
  'countdown',
  'welcome_logo',
  'unsubscribe',
  'hes_app_content',
  'shared_logging_content',
  'mobile',
  'mobile_overlay',
  'goal_images',
  'normal_faqs',
] as const;
export type ContentCategory = (typeof contentCategories)[number];

/** Policy pages a site may require its people to accept (spec: "the terms or privacy page"). */
export const policyCategories: readonly ContentCategory[] = ['privacy', 'terms'];

export interface ContentFields {
  readonly key: string;
  readonly group: string;
  readonly sequence: number;
  readonly title: string;
  readonly summaryHtml: string;
  /** Sanitised before it reaches the domain (the API's job): stored as given. */
  readonly contentHtml: string;
  readonly hidden: boolean;
}

export type ContentCreated = DomainEvent<
  'ContentCreated',
  ContentFields & {
    readonly contentId: string;
    readonly siteId: string;
    readonly category: ContentCategory;
  }
>;
export type ContentChanged = DomainEvent<'ContentChanged', ContentFields & { readonly contentId: string; readonly siteId: string }>;
export type ContentDeleted = DomainEvent<'ContentDeleted', { readonly contentId: string; readonly siteId: string }>;

export type ContentEvent = ContentCreated | ContentChanged | ContentDeleted;

/** No personal data (docs/personal-data.md): Site content, written for the site by its administrators, not by a person about themselves. */
export const contentPersonalData = {
  rules: {},
  withoutPersonalData: ['ContentCreated', 'ContentChanged', 'ContentDeleted'],
} as const satisfies PersonalDataDeclaration<ContentEvent>;
