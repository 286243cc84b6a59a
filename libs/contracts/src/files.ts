import { z } from 'zod';

/** Spec 1 §7 "File upload": one stored file as `files[]` lists it. */
export const uploadedFile = z.object({
  url: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Pixels after the resize; null for a CSV. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  secure: z.boolean(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const filesUploaded = z.object({ files: z.array(uploadedFile) });
export type FilesUploaded = z.infer<typeof filesUploaded>;

const pixels = z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more');

/** Spec 1 §7 "Crop": the uploaded image (its URL), the crop in its pixels, an optional resize (default 1920x1080). */
export const cropBody = z.object({
  image: z.string({ error: 'is required' }).min(1, 'is required'),
  crop: z.object({
    x: pixels,
    y: pixels,
    width: pixels.min(1, 'must be 1 or more'),
    height: pixels.min(1, 'must be 1 or more'),
  }),
  /** What the crop is for ('profile', …): kept for the legacy client, which sends it. */
  type: z.string().max(40).optional(),
  resize_to_fit: z.tuple([z.number().int().min(1).max(8192), z.number().int().min(1).max(8192)]).optional(),
});
export type CropBody = z.infer<typeof cropBody>;

/** Spec 1 §3 "Photo crop result". */
export const cropResult = z.object({ url: z.string(), thumbnail_url: z.string(), blur_url: z.string() });
export type CropResult = z.infer<typeof cropResult>;

/** Spec 1 §7 "Profile save" (user_id, image, id): the crop result, or null to remove the photo. */
export const profilePhotoBody = z.object({
  user_id: z.string().optional(),
  id: z.string().optional(),
  image: cropResult.nullable(),
});
export type ProfilePhotoBody = z.infer<typeof profilePhotoBody>;

/** The profile's image as the User shows it: every URL null once removed. */
export const profilePhotoSaved = z.object({
  id: z.string(),
  image: z.object({ url: z.string().nullable(), thumbnail_url: z.string().nullable(), blur_url: z.string().nullable() }),
});
export type ProfilePhotoSaved = z.infer<typeof profilePhotoSaved>;

/**
 * An image stored by this app, as POST /files/upload and /files/crop answer it: served under
 * /api/files/, owned by a person, named by its content's hash. What a badge icon, a site's locked
 * badge image or a catalogue goal's image may name (never an outside address, a data: or
 * javascript: URL, or any other path of the app).
 */
export const STORED_IMAGE_PATH = /^\/api\/files\/users\/([A-Za-z0-9-]{1,64})\/(public|secure)\/[0-9a-f]{64}\.(?:png|jpg|gif)$/;
export const NOT_A_STORED_IMAGE = 'must be an image uploaded to this app (POST /files/upload)';

/** Whether `value` names a stored image of that visibility. */
export const isStoredImage = (value: string, visibility: 'public' | 'secure' = 'public'): boolean =>
  STORED_IMAGE_PATH.exec(value)?.[2] === visibility;

/** A stored public image, or '' for none. */
export const storedImageOrEmpty = z
  .string({ error: 'must be text' })
  .max(2000, 'must be at most 2000 characters')
  .refine((value) => value === '' || isStoredImage(value), NOT_A_STORED_IMAGE);
