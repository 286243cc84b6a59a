import { Controller, Get, Headers, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { isMessageImageReader, type Database } from '@wellway/read-models';
import { fileKey, isValidKey, type FileStorage, type Visibility } from '@wellway/storage';
import { Public, User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { FILE_STORAGE, fileUrl } from '../../storage.provider.js';

const fileNotFound = () => new NotFoundException('File not found.');

/** Public files are named by their content's hash: the same URL is the same bytes, for good. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** Secure files: only the browser of the person allowed may keep them, and not on disk. */
const SECURE_CACHE = 'private, no-store';

/**
 * GET /files/users/{owner}/public|secure/{name}: a stored file with its type, its caching and
 * `nosniff`. A secure file is read by its owner, by masters, and, when a message carries it, by
 * the members of that message's conversation (docs/decisions.md "Message images"); to anyone else
 * it does not exist (404, so its URL reveals nothing). CSVs download as attachments.
 */
@Controller('files/users')
export class ServeFileController {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
  ) {}

  @Get(':owner/public/:name')
  @Public()
  @Endpoint({
    summary: 'A public uploaded file (cached for good: its name is its content hash)',
    file: { type: 'image/*', description: 'The file.' },
  })
  servePublic(
    @Param('owner') owner: string,
    @Param('name') name: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.serve(owner, 'public', name, ifNoneMatch, reply);
  }

  @Get(':owner/secure/:name')
  @Endpoint({
    summary: "A secure uploaded file (its owner, masters, and a message image's conversation members)",
    file: { type: 'image/*', description: 'The file.' },
  })
  async serveSecure(
    @User() user: CurrentUser,
    @Param('owner') owner: string,
    @Param('name') name: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    // Masters see every site's files (as they see every site's users).
    if (user.id !== owner && user.role !== 'master' && !(await this.readsMessageImage(user, fileKey(owner, 'secure', name)))) {
      throw fileNotFound();
    }
    return this.serve(owner, 'secure', name, ifNoneMatch, reply);
  }

  private readsMessageImage(user: CurrentUser, key: string): Promise<boolean> {
    if (!isValidKey(key)) return Promise.resolve(false);
    return isMessageImageReader(this.db, { siteId: user.siteId, userId: user.id }, fileUrl(key));
  }

  private async serve(owner: string, visibility: Visibility, name: string, ifNoneMatch: string | undefined, reply: FastifyReply) {
    const key = fileKey(owner, visibility, name);
    if (!isValidKey(key)) throw fileNotFound();
    const etag = `"${name}"`;
    const cache = visibility === 'public' ? PUBLIC_CACHE : SECURE_CACHE;
    const file = await this.storage.stream(key);
    if (!file) throw fileNotFound(); // before the 304: an erased person's file is gone, not "not modified"
    if (visibility === 'public' && ifNoneMatch === etag) {
      file.body.destroy();
      return reply.status(304).header('etag', etag).header('cache-control', cache).send();
    }
    void reply
      .status(200)
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('cache-control', cache)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (visibility === 'public') void reply.header('etag', etag);
    if (file.contentType.startsWith('text/csv')) void reply.header('content-disposition', `attachment; filename="${name}"`);
    return reply.send(file.body);
  }
}
