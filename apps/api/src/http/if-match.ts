import { UnprocessableEntityException } from '@nestjs/common';

/** If-Match: "<revision>" (the ETag an answer carried; weak and unquoted forms accepted). Absent: undefined. */
export function revisionFromIfMatch(ifMatch: string | undefined, what: string): bigint | undefined {
  if (ifMatch === undefined) return undefined;
  const value = ifMatch.replace(/^W\//, '').replace(/"/g, '').trim();
  if (!/^\d{1,18}$/.test(value)) throw new UnprocessableEntityException(`If-Match: must be the ETag of the ${what}`);
  return BigInt(value);
}
