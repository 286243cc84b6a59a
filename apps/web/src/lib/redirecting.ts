/**
 * Routes that only redirect (their loader always does) still name a component, so the router has
 * something to match and does not warn of an "empty page" while it loads them.
 */
export const Redirecting = () => null;
