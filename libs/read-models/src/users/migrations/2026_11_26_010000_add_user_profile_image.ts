import type { Migration } from 'kysely';

/** The profile photo (spec 1 §3 Profile image, the crop's url, thumbnail_url, blur_url); null: no photo. */
export const up: Migration['up'] = async (db) => {
  await db.schema
    .alterTable('users')
    .addColumn('image_url', 'text')
    .addColumn('image_thumbnail_url', 'text')
    .addColumn('image_blur_url', 'text')
    .execute();
};

export const down: NonNullable<Migration['down']> = async (db) => {
  for (const column of ['image_url', 'image_thumbnail_url', 'image_blur_url']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
};
