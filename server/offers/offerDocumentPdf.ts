import dayjs from 'dayjs';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** Letter size, points. */
const PAGE = { width: 612, height: 792 };
const MARGIN = 72;
/** Where the candidate signs on the last page: the typed signature is stamped just above this line. */
export const SIGNATURE_LINE = { x: MARGIN, y: 150, width: 230, dateX: 340, dateWidth: 160 };
const LONG_DATE = 'MMMM D, YYYY';

export interface OfferDocumentPdfInput {
  employerName: string;
  domain: string;
  candidateName: string;
  title: string;
  /** The date printed under the letterhead. */
  date: Date;
  /** Label and value rows (position, salary, start date…). */
  facts: readonly (readonly [string, string])[];
  paragraphs: readonly string[];
  /** Print the signature block (documents for review only have none). */
  signatureBlock: boolean;
}

/**
 * A real PDF offer document: the employer's letterhead, the candidate, the terms and a signature
 * line. Deterministic (fixed metadata dates) so the demo data is the same on every machine.
 */
export async function createOfferDocumentPdf(input: OfferDocumentPdfInput): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.title}: ${input.candidateName}`);
  pdf.setAuthor(input.employerName);
  pdf.setCreator('Portico');
  pdf.setProducer('Portico (pdf-lib)');
  pdf.setCreationDate(input.date);
  pdf.setModificationDate(input.date);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const text = (value: string, x: number, y: number, size: number, face: PDFFont = font, color = rgb(0.12, 0.12, 0.12)) =>
    page.drawText(encodable(face, value), { x, y, size, font: face, color });

  // Letterhead: a coloured band with the employer's name and careers address.
  page.drawRectangle({
    x: 0,
    y: PAGE.height - 96,
    width: PAGE.width,
    height: 96,
    color: rgb(0.04, 0.34, 0.82),
  });
  text(input.employerName, MARGIN, PAGE.height - 52, 22, bold, rgb(1, 1, 1));
  text(`careers.${input.domain}`, MARGIN, PAGE.height - 74, 10, font, rgb(0.9, 0.93, 1));

  let y = PAGE.height - 132;
  text(dayjs(input.date).format(LONG_DATE), MARGIN, y, 11);
  y -= 30;
  text(input.title, MARGIN, y, 16, bold);
  y -= 26;
  text(`Dear ${input.candidateName},`, MARGIN, y, 11);
  y -= 22;
  for (const paragraph of input.paragraphs) {
    for (const line of wrap(font, encodable(font, paragraph), 11, PAGE.width - 2 * MARGIN)) {
      text(line, MARGIN, y, 11);
      y -= 15;
    }
    y -= 8;
  }
  for (const [label, value] of input.facts) {
    text(`${label}:`, MARGIN, y, 11, bold);
    text(value, MARGIN + 150, y, 11);
    y -= 17;
  }
  y -= 10;
  text('Sincerely,', MARGIN, y, 11);
  text(`The hiring team, ${input.employerName}`, MARGIN, y - 16, 11);

  if (input.signatureBlock) drawSignatureBlock(page, font);
  return Buffer.from(await pdf.save());
}

function drawSignatureBlock(page: PDFPage, font: PDFFont): void {
  const { x, y, width, dateX, dateWidth } = SIGNATURE_LINE;
  const grey = rgb(0.35, 0.35, 0.35);
  page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.8, color: grey });
  page.drawLine({
    start: { x: dateX, y },
    end: { x: dateX + dateWidth, y },
    thickness: 0.8,
    color: grey,
  });
  page.drawText('Candidate signature', { x, y: y - 14, size: 9, font, color: grey });
  page.drawText('Date', { x: dateX, y: y - 14, size: 9, font, color: grey });
}

/**
 * The signed copy of a document: the typed name and the date on the signature line of the last
 * page, and a footer line saying how and when it was signed (also on documents without our layout).
 */
export async function stampSignature(original: Uint8Array | null, signerName: string, signedAt: Date): Promise<Buffer> {
  const loaded = original ? await PDFDocument.load(original).catch(() => null) : null;
  const pdf = loaded ?? (await PDFDocument.create());
  const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const last = loaded?.getPages().at(-1);
  const page = last ?? pdf.addPage([PAGE.width, PAGE.height]);
  // A document without readable content still gets a signed record: a page with the signature block.
  if (!last) drawSignatureBlock(page, font);
  const ink = rgb(0.05, 0.15, 0.45);
  page.drawText(encodable(script, signerName), {
    x: SIGNATURE_LINE.x + 4,
    y: SIGNATURE_LINE.y + 6,
    size: 16,
    font: script,
    color: ink,
  });
  page.drawText(dayjs(signedAt).format('MM/DD/YYYY'), {
    x: SIGNATURE_LINE.dateX + 4,
    y: SIGNATURE_LINE.y + 6,
    size: 12,
    font,
    color: ink,
  });
  const footer = `Signed electronically by ${signerName} on ${signedAt.toISOString()}.`;
  page.drawText(encodable(font, footer), {
    x: MARGIN,
    y: 40,
    size: 8,
    font,
    color: rgb(0.35, 0.35, 0.35),
  });
  pdf.setModificationDate(signedAt);
  return Buffer.from(await pdf.save());
}

/**
 * How many pages a PDF has, or null when pdf-lib cannot read it: the e-sign widget names the document
 * with its page count and opens the browser's PDF viewer only when asked.
 */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    // Only the page tree is read: an encrypted file's pages are counted too, its contents stay untouched.
    return (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
  } catch {
    return null;
  }
}

/** The standard fonts only know WinAnsi; anything else prints as '?' rather than failing the signature. */
function encodable(font: PDFFont, value: string): string {
  let out = '';
  for (const char of value) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

function wrap(font: PDFFont, paragraph: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
