import { Controller, Inject, Post, Req } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MAX_MASTER_UPLOAD_BYTES, MAX_UPLOAD_BYTES, uploadMessages } from '@wellway/domain';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { isQuotaFree, OwnerUploads } from '../../owner-uploads.js';
import { readUpload, withSpool } from './read-upload.js';
import { storeUpload } from './store-upload.js';
import { FilesUploadedAnswer } from './upload.dto.js';

/**
 * Spec 1 §7 "File upload" (multipart: the files, `secure`, `use_cloud`, `resize_to_fit [w,h]`,
 * `override_warnings`): images are checked by content and re-encoded (metadata stripped, fitted
 * in 500x500 unless `resize_to_fit`), CSVs checked as text; answers `files[].url`.
 * No event: a stored file changes nothing until a command (a profile photo, a badge icon) names it.
 * Files are streamed to a spool folder, never held whole in memory; /files/upload counts against
 * the person's daily quota (429), the master upload does not.
 */
@Controller('files')
export class UploadController {
  constructor(@Inject(OwnerUploads) private readonly owner: OwnerUploads) {}

  @Post('upload')
  @Endpoint({ summary: 'Upload files (images or CSV, 4 MB each)', response: FilesUploadedAnswer, status: 201, errors: [413, 429] })
  @ApiConsumes('multipart/form-data')
  upload(@User() user: CurrentUser, @Req() request: FastifyRequest) {
    return withSpool(async (spool) => {
      const { files, options } = await readUpload(request, spool, MAX_UPLOAD_BYTES, uploadMessages.tooLarge);
      return one({ files: await storeUpload(this.owner, user.id, files, { ...options, quota: !isQuotaFree(user) }) });
    });
  }

  @Post('master_upload')
  @RequirePermission('master.large_upload', uploadMessages.mastersOnly)
  @Endpoint({ summary: 'Upload files of up to 200 MB each (masters)', response: FilesUploadedAnswer, status: 201, errors: [413] })
  @ApiConsumes('multipart/form-data')
  masterUpload(@User() user: CurrentUser, @Req() request: FastifyRequest) {
    return withSpool(async (spool) => {
      const { files, options } = await readUpload(request, spool, MAX_MASTER_UPLOAD_BYTES, uploadMessages.tooLargeMaster);
      return one({ files: await storeUpload(this.owner, user.id, files, { ...options, quota: false }) });
    });
  }
}
