import { describe, expect, it } from 'vitest';
import {
  csvUploadNameProblem,
  imageFileNameProblem,
  MAX_MASTER_UPLOAD_BYTES,
  MAX_UPLOAD_BYTES,
  parseResizeToFit,
  UPLOAD_QUOTA,
  uploadMessages,
  uploadQuotaMessage,
  uploadQuotaProblem,
  uploadSizeProblem,
} from './upload-rules.js';

describe('upload rules (spec 1 §5)', () => {
  it('accepts gif, jpg/jpeg, png and svg by extension and declared type', () => {
    expect(imageFileNameProblem('photo.png', 'image/png')).toBeNull();
    expect(imageFileNameProblem('photo.JPG', 'image/jpeg')).toBeNull();
    expect(imageFileNameProblem('photo.jpeg', 'image/jpeg')).toBeNull();
    expect(imageFileNameProblem('anim.gif', 'image/gif')).toBeNull();
    expect(imageFileNameProblem('icon.svg', 'image/svg+xml')).toBeNull();
  });

  it('refuses any other extension or declared type with the spec message', () => {
    expect(imageFileNameProblem('page.html', 'text/html')).toBe(uploadMessages.wrongImageType);
    expect(imageFileNameProblem('page.png', 'text/html')).toBe(uploadMessages.wrongImageType);
    expect(imageFileNameProblem('photo.webp', 'image/png')).toBe(uploadMessages.wrongImageType);
    expect(imageFileNameProblem('photo', 'image/png')).toBe(uploadMessages.wrongImageType);
    expect(uploadMessages.wrongImageType).toBe(
      'Sorry… this is the incorrect file type. Your image needs to be a .png, .jpeg, .jpg, or .gif.',
    );
  });

  it('refuses special characters in a name with the spec message', () => {
    expect(imageFileNameProblem('my photo.png', 'image/png')).toBe(
      'Sorry… your file name contains special characters. Only letters, numbers, underscore, dash, and dot are allowed',
    );
    expect(imageFileNameProblem('été.png', 'image/png')).toBe(uploadMessages.badName);
    expect(imageFileNameProblem('a_b-c.1.png', 'image/png')).toBeNull();
  });

  it('CSV mode: text/csv with .csv, same name rule', () => {
    expect(csvUploadNameProblem('people.csv', 'text/csv')).toBeNull();
    expect(csvUploadNameProblem('people.csv', 'image/png')).toBe('Sorry… this is the incorrect file type. Your file needs to be a .csv.');
    expect(csvUploadNameProblem('people.txt', 'text/csv')).toBe(uploadMessages.wrongCsvType);
    expect(csvUploadNameProblem('my people.csv', 'text/csv')).toBe(uploadMessages.badName);
  });

  it('allows about 4.25 MB (shown as 4 MB), 200 MB on the master upload', () => {
    expect(uploadSizeProblem(MAX_UPLOAD_BYTES, false)).toBeNull();
    expect(uploadSizeProblem(MAX_UPLOAD_BYTES + 1, false)).toBe('File size must be 4 MB or less');
    expect(uploadSizeProblem(MAX_UPLOAD_BYTES + 1, true)).toBeNull();
    expect(uploadSizeProblem(MAX_MASTER_UPLOAD_BYTES + 1, true)).toBe(uploadMessages.tooLargeMaster);
  });

  it('reads resize_to_fit as [w,h] in the forms a multipart field carries', () => {
    expect(parseResizeToFit('[300,200]')).toEqual([300, 200]);
    expect(parseResizeToFit('300,200')).toEqual([300, 200]);
    expect(parseResizeToFit([300, 200])).toEqual([300, 200]);
    expect(parseResizeToFit('[0,200]')).toBeNull();
    expect(parseResizeToFit('[1.5,200]')).toBeNull();
    expect(parseResizeToFit('[300]')).toBeNull();
    expect(parseResizeToFit('nonsense[')).toBeNull();
  });
});

describe('upload quota', () => {
  const none = { files: 0, bytes: 0 };
  it('takes what fits in a day, to the last file and byte', () => {
    expect(uploadQuotaProblem(none, { files: 1, bytes: 1000 })).toBeNull();
    expect(uploadQuotaProblem({ files: UPLOAD_QUOTA.files - 1, bytes: 0 }, { files: 1, bytes: 0 })).toBeNull();
    expect(uploadQuotaProblem({ files: 0, bytes: UPLOAD_QUOTA.bytes - 10 }, { files: 1, bytes: 10 })).toBeNull();
  });
  it('refuses one file or one byte more, saying what the limit is', () => {
    expect(uploadQuotaProblem({ files: UPLOAD_QUOTA.files, bytes: 0 }, { files: 1, bytes: 1 })).toBe(
      'Upload limit reached: at most 200 files or 100 MB in 24 hours. Try again later.',
    );
    expect(uploadQuotaProblem({ files: 0, bytes: UPLOAD_QUOTA.bytes - 10 }, { files: 1, bytes: 11 })).toBe(uploadQuotaMessage);
  });
});
