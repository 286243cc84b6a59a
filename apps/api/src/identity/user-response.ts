import { permissionsOf, type Role, type SiteFlagsForPermissions, type Subscription } from '@wellway/domain';
import type { SiteRow, UserRow } from '@wellway/read-models';
import type { SubscriptionResponse, User } from '@wellway/contracts';

/** Spec 2 §3 Subscription, as the client reads and sends it. */
export function subscriptionResponse(subscription: Subscription): SubscriptionResponse {
  return {
    email_friend_requests: subscription.emailFriendRequests,
    email_wall_posts: subscription.emailWallPosts,
    email_team: subscription.emailTeam,
    email_challenges: subscription.emailChallenges,
    email_site: subscription.emailSite,
    email_daily: subscription.emailDaily,
    email_unsubscribe_all: subscription.emailUnsubscribeAll,
    notices: Object.fromEntries(
      Object.entries(subscription.notices ?? {}).map(([key, { inApp, email }]) => [key, { in_app: inApp, email }]),
    ),
  };
}

/**
 * The User entity of spec 1 §3 and spec 2 §3, with the permission matrix applied for the web menus
 * (`flags`: the site's, or `menuFlags`' with its program facts).
 */
export function userResponse(user: UserRow, site: SiteRow, flags: SiteFlagsForPermissions = site.flags): User {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    site_id: user.site_id,
    location_id: user.location_id,
    location: user.location_id === null ? null : { id: user.location_id },
    birth_date: user.birth_date,
    eligibility_identifier: user.eligibility_identifier,
    allows_sms: user.allows_sms,
    active_device: user.active_device,
    profile: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      full_name: fullName,
      image: { url: user.image_url, thumbnail_url: user.image_thumbnail_url, blur_url: user.image_blur_url },
      started_on: user.started_on,
      phone: user.phone,
      time_zone: user.time_zone ?? site.time_zone,
      line1: user.line1,
      line2: user.line2,
      city: user.city,
      state_province: user.state_province,
      postal_code: user.postal_code,
    },
    subscription: subscriptionResponse(user.subscription),
    permissions: permissionsOf(user.role as Role, flags),
  };
}
