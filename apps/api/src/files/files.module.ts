import { Module } from '@nestjs/common';
import { CropController } from './commands/crop/crop.controller.js';
import { SaveProfilePhotoController } from './commands/save-profile-photo/save-profile-photo.controller.js';
import { UploadController } from './commands/upload/upload.controller.js';
import { ServeFileController } from './queries/serve-file/serve-file.controller.js';
import { OwnerUploads } from './owner-uploads.js';
import { fileStorageProvider } from './storage.provider.js';

/** Images and files (spec 1 §4, §5, §7): upload, master upload, crop, the profile photo, serving stored files. */
@Module({
  controllers: [UploadController, CropController, SaveProfilePhotoController, ServeFileController],
  providers: [fileStorageProvider, OwnerUploads],
})
export class FilesModule {}
