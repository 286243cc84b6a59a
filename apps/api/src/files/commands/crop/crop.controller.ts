import { Body, Controller, Inject, NotFoundException, Post, UnprocessableEntityException } from '@nestjs/common';
import { PROFILE_PHOTO_RESIZE, uploadMessages } from '@wellway/domain';
import { fileKey, parseFileKey, type FileStorage } from '@wellway/storage';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';
import {
  blurPlaceholder,
  contentName,
  NotAnImageError,
  reencodeImage,
  uprightSize,
  type EncodedImage,
} from '../../images/image-processing.js';
import { isQuotaFree, OwnerUploads } from '../../owner-uploads.js';
import { FILE_STORAGE, fileUrl, keyOfUrl } from '../../storage.provider.js';
import { CropBodyDto, CropResultAnswer } from './crop.dto.js';

/** The thumbnail's box (lists, the header's avatar). */
const THUMBNAIL: readonly [number, number] = [256, 256];
export const cropMessages = { outside: 'The crop must lie within the image.', notFound: 'File not found.' } as const;

/**
 * POST /files/crop (spec 1 §7 "Crop", its path not shown there): crops one of the caller's own
 * uploads and answers the photo crop result (spec 1 §3): the crop fitted in 1920x1080 (or
 * `resize_to_fit`), a thumbnail and a tiny blurred placeholder, stored beside the original.
 */
@Controller('files')
export class CropController {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(OwnerUploads) private readonly owner: OwnerUploads,
  ) {}

  @Post('crop')
  @Endpoint({ summary: 'Crop an uploaded image: url, thumbnail_url, blur_url', response: CropResultAnswer, status: 201, errors: [429] })
  async crop(@User() user: CurrentUser, @Body() body: CropBodyDto) {
    const key = keyOfUrl(body.image) ?? '';
    const source = parseFileKey(key); // `..`, spaces: not a key of ours (never a 500)
    if (!source || source.ownerId !== user.id) throw new NotFoundException(cropMessages.notFound);
    const content = await this.storage.get(key);
    if (!content) throw new NotFoundException(cropMessages.notFound);
    try {
      const { width, height } = await uprightSize(content);
      const { x, y } = body.crop;
      if (x + body.crop.width > width || y + body.crop.height > height) throw new UnprocessableEntityException(cropMessages.outside);
      const photo = await reencodeImage(content, body.resize_to_fit ?? PROFILE_PHOTO_RESIZE, body.crop);
      const thumbnail = await reencodeImage(photo.content, THUMBNAIL);
      const blur = await blurPlaceholder(photo.content);
      const stored = (image: EncodedImage) => ({
        key: fileKey(user.id, source.visibility, contentName(image)),
        content: image.content,
        size: image.content.length,
      });
      const files = [stored(photo), stored(thumbnail), stored(blur)];
      await this.owner.store(user.id, files, { quota: !isQuotaFree(user) });
      const [url, thumbnail_url, blur_url] = files.map((file) => fileUrl(file.key));
      return one({ url: url!, thumbnail_url: thumbnail_url!, blur_url: blur_url! });
    } catch (error) {
      if (error instanceof NotAnImageError) throw new UnprocessableEntityException(uploadMessages.wrongImageType);
      throw error;
    }
  }
}
