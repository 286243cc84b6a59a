import { NotFoundException } from '@nestjs/common';

/**
 * Every 404 the API answers, each message written once. A record of another site is "not found"
 * too (tenancy), so these also answer for what the caller may not see.
 */
export const siteNotFound = () => new NotFoundException('Site not found.');
export const userNotFound = () => new NotFoundException('User not found.');
export const entryNotFound = () => new NotFoundException('Entry not found.');
export const badgeNotFound = () => new NotFoundException('Badge not found.');
export const themeNotFound = () => new NotFoundException('Theme not found.');
export const contentNotFound = () => new NotFoundException('Custom Content could not be found');
export const ssoDetailNotFound = () => new NotFoundException('SSO detail not found.');
export const eligibilityRecordNotFound = () => new NotFoundException('Eligibility could not be loaded.');
