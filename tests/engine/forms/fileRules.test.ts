import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB, maxCumulativeFileSizeRule, maxFileSizeRule, uploadedFilesRule, type UploadedFile } from '../../../engine/forms/rules/fileRules';
import { maxLengthRule, minLengthRule } from '../../../engine/forms/rules/lengthRules';
import { ruleContext } from './formFixtures';

function file(name: string, megabytes: number): UploadedFile {
  return {
    uid: name,
    name,
    size: Math.round(megabytes * BYTES_PER_MB),
    type: 'application/pdf',
    lastModified: 0,
    webkitRelativePath: '',
    content: '',
    status: 'done',
  };
}

const upload = ruleContext({ type: 'file_upload', label: 'Documents' });

describe('file count rules', () => {
  it('say "Upload at least N file." in the singular and plural', () => {
    expect(minLengthRule({ type: 'minLength', value: 2 })([file('a.pdf', 1)], upload)).toBe('Upload at least 2 files.');
    expect(minLengthRule({ type: 'minLength', value: 1 })([], upload)).toBe('Upload at least 1 file.');
  });

  it('say "Upload no more than N files."', () => {
    expect(maxLengthRule({ type: 'maxLength', value: 1 })([file('a.pdf', 1), file('b.pdf', 1)], upload)).toBe('Upload no more than 1 file.');
    expect(maxLengthRule({ type: 'maxLength', value: 2 })([file('a', 1), file('b', 1), file('c', 1)], upload)).toBe('Upload no more than 2 files.');
  });

  it('apply to the fileUpload spelling too', () => {
    expect(maxLengthRule({ type: 'maxLength', value: 1 })([file('a', 1), file('b', 1)], ruleContext({ type: 'fileUpload' }))).toBe(
      'Upload no more than 1 file.',
    );
  });
});

describe('maxFileSizeRule', () => {
  it('lists every file above the limit', () => {
    expect(maxFileSizeRule({ type: 'maxFileSizeMB', value: 5 })([file('a.pdf', 6), file('ok.pdf', 5), file('b.pdf', 7.5)], upload)).toBe(
      'These files are larger than 5 MB: a.pdf, b.pdf',
    );
  });

  it('speaks of one file in the singular', () => {
    expect(maxFileSizeRule({ type: 'maxFileSizeMB', value: 2 })([file('scan.png', 3)], upload)).toBe('This file is larger than 2 MB: scan.png');
  });

  it('accepts a file of exactly the limit', () => {
    expect(maxFileSizeRule({ type: 'maxFileSizeMB', value: 5 })([file('a.pdf', 5)], upload)).toBeUndefined();
  });
});

describe('maxCumulativeFileSizeRule', () => {
  it('refuses files that are too large together', () => {
    expect(maxCumulativeFileSizeRule({ type: 'maxCumulativeFileSizeMB', value: 5 })([file('a', 3), file('b', 2.5)], upload)).toBe(
      'The files together cannot be larger than 5 MB.',
    );
    expect(maxCumulativeFileSizeRule({ type: 'maxCumulativeFileSizeMB', value: 5 })([file('a', 3), file('b', 2)], upload)).toBeUndefined();
  });
});

describe('uploadedFilesRule', () => {
  it('refuses entries that are not finished uploads', () => {
    expect(uploadedFilesRule()([{ ...file('a.pdf', 1), status: 'uploading' }], upload)).toBe('File could not be uploaded.');
    expect(uploadedFilesRule()(['a.pdf'], upload)).toBe('File could not be uploaded.');
    expect(uploadedFilesRule()([file('a.pdf', 1)], upload)).toBeUndefined();
  });
});
