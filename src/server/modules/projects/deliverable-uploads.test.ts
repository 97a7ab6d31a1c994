import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { contentDisposition, decodeFileName, FileSignatureError, uploadBody } from './deliverable-uploads';
import { spreadOverMilestones } from './deliverables-from-quote';

async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('deliverable uploads', () => {
  it('spreads d deliverables over m milestones in order: i → floor(i * m / d)', () => {
    expect(spreadOverMilestones(['a', 'b', 'c'], ['m1', 'm2'])).toEqual([
      ['a', 'm1'],
      ['b', 'm1'],
      ['c', 'm2'],
    ]);
    expect(spreadOverMilestones(['a', 'b'], ['m1', 'm2', 'm3'])).toEqual([
      ['a', 'm1'],
      ['b', 'm2'],
    ]);
    expect(spreadOverMilestones(['a'], [])).toEqual([['a', null]]);
  });

  it('writes an attachment Content-Disposition with an ASCII fallback and an RFC 5987 filename*', () => {
    expect(contentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(contentDisposition('Zürich "final" (v2).pdf')).toBe(
      `attachment; filename="Z_rich _final_ (v2).pdf"; filename*=UTF-8''Z%C3%BCrich%20%22final%22%20%28v2%29.pdf`,
    );
  });

  it('decodes the X-File-Name header to a bare file name', () => {
    expect(decodeFileName(encodeURIComponent('Rapport été.pdf'))).toBe('Rapport été.pdf');
    expect(decodeFileName(encodeURIComponent('../../etc/passwd'))).toBe('passwd');
    expect(decodeFileName('%E0%A4%A')).toBeNull();
    expect(decodeFileName(encodeURIComponent('  '))).toBeNull();
  });

  it('passes content whose first bytes match the extension and refuses the rest', async () => {
    const pdf = Buffer.from('%PDF-1.7 body');
    expect(await drain(uploadBody(Readable.from([pdf.subarray(0, 2), pdf.subarray(2)]), 'pdf'))).toEqual(pdf);
    await expect(drain(uploadBody(Readable.from([Buffer.from('MZ....')]), 'pdf'))).rejects.toBeInstanceOf(
      FileSignatureError,
    );
    const text = Buffer.from('anything');
    expect(await drain(uploadBody(Readable.from([text]), 'txt'))).toEqual(text);
  });
});
