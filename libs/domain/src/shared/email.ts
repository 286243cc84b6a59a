const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** A plausible address after normaliseEmail (one @, a dot in the domain, no spaces, ≤ 320 characters). */
export const isEmailAddress = (email: string): boolean => email.length <= 320 && EMAIL.test(email);
