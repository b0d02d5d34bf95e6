import type { FastifyReply } from 'fastify';

/** A file name safe in a Content-Disposition header (ASCII, no quotes), ending in .pdf. */
export function pdfFileName(name: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[^\w .-]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'document';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/** Answers with PDF bytes: private, never cached, never sniffed as anything else. */
export function sendPdf(reply: FastifyReply, bytes: Buffer, name: string, download: boolean): FastifyReply {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="${pdfFileName(name)}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(bytes);
}
