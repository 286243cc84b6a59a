import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * One subject's sealed fields in an event's data (`data.$sealed`): the fields, JSON-encoded,
 * encrypted with AES-256-GCM under the subject's key. `ct` is the ciphertext followed by the
 * 16-byte authentication tag; both `iv` and `ct` are base64.
 */
export interface SealedEnvelope {
  /** The data subject whose key seals it (an id, never personal data itself). */
  readonly s: string;
  readonly iv: string;
  readonly ct: string;
}

/** The property of an event's data that holds its envelopes. */
export const SEALED = '$sealed';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The additional authenticated data binding an envelope to its event and subject: ciphertext
 * copied into another event, or relabelled with another subject, fails authentication.
 */
const aad = (eventId: string, subject: string): Buffer => Buffer.from(`wellway-sealed/v1\n${eventId}\n${subject}`, 'utf8');

export function seal(key: Buffer, eventId: string, subject: string, fields: Readonly<Record<string, unknown>>): SealedEnvelope {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(eventId, subject));
  const ct = Buffer.concat([cipher.update(JSON.stringify(fields), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { s: subject, iv: iv.toString('base64'), ct: ct.toString('base64') };
}

/**
 * The fields an envelope holds, or null when it does not authenticate under this key for this
 * event (tampered, moved from another event, or sealed with another key).
 */
export function open(key: Buffer, eventId: string, envelope: SealedEnvelope): Record<string, unknown> | null {
  try {
    const iv = Buffer.from(envelope.iv, 'base64');
    const sealed = Buffer.from(envelope.ct, 'base64');
    if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES) return null;
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(eventId, envelope.s));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const clear = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    const fields: unknown = JSON.parse(clear.toString('utf8'));
    return typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? (fields as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The envelopes of an event's data, or null when it holds none (or not in a shape we wrote). */
export function envelopesOf(data: unknown): readonly SealedEnvelope[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const sealed = (data as Record<string, unknown>)[SEALED];
  if (!Array.isArray(sealed)) return null;
  for (const envelope of sealed as unknown[]) {
    if (typeof envelope !== 'object' || envelope === null) return null;
    const { s, iv, ct } = envelope as Record<string, unknown>;
    if (typeof s !== 'string' || typeof iv !== 'string' || typeof ct !== 'string') return null;
  }
  return sealed as SealedEnvelope[];
}
