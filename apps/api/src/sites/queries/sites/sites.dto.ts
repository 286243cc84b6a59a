import { z } from 'zod';
import { exerciseActivity, listedSite, registrationOpen, site, siteNotFoundRedirect, themeValue } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class ListedSitesAnswer extends answer(z.array(listedSite)) {}
export class CurrentSiteAnswer extends answer(site) {}
export class SiteNotFoundAnswer extends answer(siteNotFoundRedirect) {}
export class ThemeValuesAnswer extends answer(z.array(themeValue)) {}
export class ExerciseActivitiesAnswer extends answer(z.array(exerciseActivity)) {}
export class RegistrationOpenAnswer extends answer(registrationOpen) {}
