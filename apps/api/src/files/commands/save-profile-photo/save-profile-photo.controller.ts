import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { can } from '@wellway/domain';
import { personFilesPrefix } from '@wellway/storage';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { userNotFound } from '../../../http/not-found.js';
import { isUuid } from '../../../http/validation.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { fileUrl } from '../../storage.provider.js';
import { ProfilePhotoBodyDto, ProfilePhotoSavedAnswer } from './save-profile-photo.dto.js';

/**
 * PUT /profiles/{id} (spec 1 §7 "Profile save": user_id, image, id): sets the person's photo to
 * a crop result of their own uploads, or removes it (`image: null`). One's own profile, or anyone's
 * for those who edit users (masters); another id is not found.
 */
@Controller('profiles')
export class SaveProfilePhotoController {
  constructor(@Inject(CommandRunner) private readonly commands: CommandRunner) {}

  @Put(':id')
  @Endpoint({ summary: 'Set or remove a profile photo', response: ProfilePhotoSavedAnswer })
  async save(
    @User() actor: CurrentUser,
    @Param('id') id: string,
    @Body() body: ProfilePhotoBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    if (id !== actor.id && (!isUuid(id) || !can(actor.role, 'users.edit'))) throw userNotFound();
    const image = body.image && { url: body.image.url, thumbnailUrl: body.image.thumbnail_url, blurUrl: body.image.blur_url };
    const filesPrefix = `${fileUrl(personFilesPrefix(id))}/`;
    const result = await this.commands.onKnownUser(
      id,
      { type: 'ChangeProfilePhoto', userId: id, image, filesPrefix },
      actor,
      correlationId,
    );
    const saved = body.image ?? { url: null, thumbnail_url: null, blur_url: null };
    return written({ id, image: saved }, result.position);
  }
}
