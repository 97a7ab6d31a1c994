/**
 * Deliverable files: the type allow-list (by extension, each with the declared types a browser may send for it) and
 * the helpers both sides use to check a file before it is sent or stored.
 */

export type AllowedFileType = {
  /** The Content-Type the file is stored and served with. */
  contentType: string;
  /** Other declared types accepted for this extension (browsers differ). */
  aliases?: readonly string[];
};

const ZIP_ALIASES = ['application/zip', 'application/x-zip-compressed'];

export const DELIVERABLE_FILE_TYPES: Readonly<Record<string, AllowedFileType>> = {
  pdf: { contentType: 'application/pdf' },
  doc: { contentType: 'application/msword' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    aliases: ZIP_ALIASES,
  },
  xls: { contentType: 'application/vnd.ms-excel' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', aliases: ZIP_ALIASES },
  ppt: { contentType: 'application/vnd.ms-powerpoint' },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    aliases: ZIP_ALIASES,
  },
  csv: { contentType: 'text/csv', aliases: ['application/vnd.ms-excel', 'text/plain'] },
  txt: { contentType: 'text/plain' },
  md: { contentType: 'text/markdown', aliases: ['text/plain', 'text/x-markdown'] },
  json: { contentType: 'application/json', aliases: ['text/plain'] },
  ipynb: { contentType: 'application/x-ipynb+json', aliases: ['application/json', 'text/plain'] },
  py: { contentType: 'text/x-python', aliases: ['text/plain', 'text/x-python-script', 'application/x-python-code'] },
  sql: { contentType: 'application/sql', aliases: ['text/plain', 'text/x-sql'] },
  zip: { contentType: 'application/zip', aliases: ['application/x-zip-compressed', 'multipart/x-zip'] },
  png: { contentType: 'image/png' },
  jpg: { contentType: 'image/jpeg' },
  jpeg: { contentType: 'image/jpeg' },
  gif: { contentType: 'image/gif' },
  webp: { contentType: 'image/webp' },
  mp4: { contentType: 'video/mp4' },
  mov: { contentType: 'video/quicktime' },
};

/** ".pdf, .docx, …" for the upload area's hint and the picker's accept attribute. */
export const DELIVERABLE_EXTENSIONS = Object.keys(DELIVERABLE_FILE_TYPES).map((extension) => `.${extension}`);

/** Declared types that say nothing about the file (accepted with any allowed extension). */
const UNSPECIFIC_TYPES = ['', 'application/octet-stream'];

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export type FileTypeCheck = { ok: true; extension: string; contentType: string } | { ok: false; message: string };

/** Whether a file of this name and declared type may be uploaded, and the type it is stored with. */
export function checkDeliverableFileType(fileName: string, declaredType: string): FileTypeCheck {
  const extension = fileExtension(fileName);
  const allowed = DELIVERABLE_FILE_TYPES[extension];
  if (!allowed)
    return {
      ok: false,
      message: `This file type is not allowed. Allowed types: ${DELIVERABLE_EXTENSIONS.join(', ')}`,
    };
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  if (!UNSPECIFIC_TYPES.includes(declared) && declared !== allowed.contentType && !allowed.aliases?.includes(declared))
    return { ok: false, message: `The file's type (${declared}) does not match its .${extension} extension` };
  return { ok: true, extension, contentType: allowed.contentType };
}

/** "1.5 MB", "820 KB", "12 B". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2).replace(/\.?0+$/, '')} GB`;
}

/** The deliverable statuses a new version may be uploaded in. */
export const UPLOADABLE_DELIVERABLE_STATUSES = ['pending', 'in_progress', 'revision_requested'] as const;

export const DELIVERABLE_TITLE_REQUIRED = 'Please enter a deliverable title';
