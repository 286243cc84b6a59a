import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { SitesModule } from '../sites/sites.module.js';
import { ChangeSubscriptionController } from './commands/change-subscription/change-subscription.controller.js';
import { ChooseTrackingMethodController } from './commands/choose-tracking-method/choose-tracking-method.controller.js';
import { SaveUserController } from './commands/save-user/save-user.controller.js';
import { SaveUserHandler } from './commands/save-user/save-user.handler.js';
import { UnsubscribeController } from './commands/unsubscribe/unsubscribe.controller.js';
import { UnsubscribeHandler } from './commands/unsubscribe/unsubscribe.handler.js';
import { TimeZonesController } from './queries/time-zones/time-zones.controller.js';
import { ChangeUserHandler } from './change-user.js';
import { EraseAccountController } from './commands/erase-account/erase-account.controller.js';
import { EraseAccountHandler } from './commands/erase-account/erase-account.handler.js';

/** Settings → Personal, Email Preferences, Tracking Method, deleting one's own account; the public unsubscribe link; time zones. */
@Module({
  imports: [IdentityModule, SitesModule],
  controllers: [
    SaveUserController,
    ChangeSubscriptionController,
    ChooseTrackingMethodController,
    UnsubscribeController,
    TimeZonesController,
    EraseAccountController,
  ],
  providers: [SaveUserHandler, ChangeUserHandler, UnsubscribeHandler, EraseAccountHandler],
})
export class SettingsModule {}
