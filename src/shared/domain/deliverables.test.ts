import { describe, expect, it } from 'vitest';
import { checkDeliverableFileType, fileExtension, formatFileSize } from './deliverables';

describe('deliverable file types', () => {
  it('accepts an allowed extension with its own, an alias or an unspecific declared type', () => {
    expect(checkDeliverableFileType('Report.PDF', 'application/pdf')).toEqual({
      ok: true,
      extension: 'pdf',
      contentType: 'application/pdf',
    });
    expect(checkDeliverableFileType('deck.pptx', 'application/zip')).toMatchObject({ ok: true, extension: 'pptx' });
    expect(checkDeliverableFileType('notes.md', '')).toMatchObject({ ok: true, contentType: 'text/markdown' });
    expect(checkDeliverableFileType('data.csv', 'application/octet-stream')).toMatchObject({ ok: true });
  });

  it('refuses other extensions and a declared type that contradicts the extension, with a clear message', () => {
    const exe = checkDeliverableFileType('setup.exe', 'application/x-msdownload');
    expect(exe.ok).toBe(false);
    expect(!exe.ok && exe.message).toMatch(/^This file type is not allowed\. Allowed types: \.pdf, /);
    expect(checkDeliverableFileType('noextension', '')).toMatchObject({ ok: false });
    expect(checkDeliverableFileType('photo.pdf', 'image/png')).toEqual({
      ok: false,
      message: "The file's type (image/png) does not match its .pdf extension",
    });
  });

  it('reads the last extension and formats sizes', () => {
    expect(fileExtension('archive.tar.zip')).toBe('zip');
    expect(fileExtension('.hidden')).toBe('');
    expect(formatFileSize(12)).toBe('12 B');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(1024 * 1024 * 1024)).toBe('1 GB');
  });
});
