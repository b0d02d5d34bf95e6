import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Profile } from '../../../schemas/generated/api/profile';

const PAGE = { width: 612, height: 792, margin: 56 };
const MUTED = rgb(0.33, 0.33, 0.33);

/** Keeps what the standard font can draw (WinAnsi); anything else (CJK, emoji) becomes '?' instead of failing the export. */
const characterSets = new WeakMap<PDFFont, Set<number>>();
function drawable(font: PDFFont, text: string): string {
  let supported = characterSets.get(font);
  if (!supported) characterSets.set(font, (supported = new Set(font.getCharacterSet())));
  return [...text.replace(/\s+/g, ' ')].map((char) => (supported!.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** Lays text out top to bottom, wrapping words and starting new pages as needed. */
class ResumeWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private room(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(raw: string, { size = 10.5, bold = false, color = rgb(0, 0, 0), gap = 4 } = {}): void {
    const font = bold ? this.bold : this.font;
    const maxWidth = PAGE.width - 2 * PAGE.margin;
    const lines: string[] = [];
    let line = '';
    for (const word of drawable(font, raw).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    for (const text of lines) {
      this.room(size + gap);
      this.y -= size;
      this.page.drawText(text, { x: PAGE.margin, y: this.y, size, font, color, maxWidth });
      this.y -= gap;
    }
  }

  heading(title: string): void {
    this.space(10);
    this.text(title, { size: 13, bold: true, gap: 6 });
  }

  space(height: number): void {
    this.y -= height;
  }
}

const dateRange = (start?: string, end?: string, current?: boolean) => [start, current ? 'today' : end].filter(Boolean).join(' – ');

/** The candidate's profile as a one-column PDF resume (pdf-lib, standard fonts: no font files to ship). */
export async function renderResumePdf(profile: Profile, employerName: string, generatedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${profile.full_name} – resume`);
  pdf.setAuthor(profile.full_name);
  pdf.setCreator(`${employerName} careers (Portico)`);
  pdf.setCreationDate(generatedAt);
  pdf.setModificationDate(generatedAt);
  const writer = new ResumeWriter(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));

  writer.text(profile.full_name, { size: 22, bold: true, gap: 8 });
  if (profile.headline) writer.text(profile.headline, { size: 12, gap: 6 });
  writer.text([profile.email, profile.phone, profile.location].filter(Boolean).join('  ·  '), { color: MUTED });

  if (profile.summary) {
    writer.heading('Summary');
    writer.text(profile.summary);
  }
  if (profile.skills.length > 0) {
    writer.heading('Skills');
    writer.text(profile.skills.join(', '));
  }
  if (profile.experience.length > 0) {
    writer.heading('Experience');
    for (const job of profile.experience) {
      writer.text(`${job.title}, ${job.company}`, { bold: true, gap: 2 });
      const when = dateRange(job.startDate, job.endDate, job.isCurrent);
      if (when) writer.text(when, { color: MUTED, gap: 2 });
      if (job.description) writer.text(job.description);
      writer.space(4);
    }
  }
  if (profile.education.length > 0) {
    writer.heading('Education');
    for (const school of profile.education) {
      writer.text(school.school, { bold: true, gap: 2 });
      const detail = [[school.degree, school.field].filter(Boolean).join(', '), school.endYear ? String(school.endYear) : ''].filter(Boolean).join(' · ');
      if (detail) writer.text(detail, { color: MUTED });
      writer.space(4);
    }
  }
  if (profile.desired_roles.length > 0) {
    writer.heading('Looking for');
    writer.text(profile.desired_roles.join(', '));
  }
  if (profile.links.length > 0) {
    writer.heading('Links');
    for (const link of profile.links) writer.text(`${link.label}: ${link.url}`);
  }
  return pdf.save();
}

/** An ASCII file name for Content-Disposition (the UTF-8 one goes in filename*). */
export function resumeFileName(fullName: string): { ascii: string; utf8: string } {
  const base = fullName.trim().replace(/\s+/g, '-') || 'profile';
  const ascii = base.normalize('NFKD').replace(/[^A-Za-z0-9._-]/g, '') || 'profile';
  return { ascii: `${ascii}-resume.pdf`, utf8: `${base}-resume.pdf` };
}
