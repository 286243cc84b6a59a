import { filesUploaded } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class FilesUploadedAnswer extends answer(filesUploaded) {}
