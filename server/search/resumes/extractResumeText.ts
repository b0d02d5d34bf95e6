import { inflateSync } from 'node:zlib';
import type { ResumeType } from './detectResumeType';
import { readZipEntries, readZipEntry } from './readZipEntries';

/** Text kept from a resume: plenty for skills and a city, and a bound on the work per upload. */
const MAX_TEXT = 200_000;
const MAX_INFLATED = 8 * 1024 * 1024;

/**
 * The words of a resume, as well as can be done simply: plain text as is, the text operators of a
 * PDF's content streams, the paragraphs of a DOCX, readable runs of a Word 97 file. Images (and PDFs
 * of scanned pages) give nothing: there is no OCR. Never throws; unreadable content gives ''.
 */
export function extractResumeText(bytes: Buffer, type: ResumeType): string {
  try {
    switch (type) {
      case 'txt':
        return bytes.toString('utf8').slice(0, MAX_TEXT);
      case 'pdf':
        return pdfText(bytes).slice(0, MAX_TEXT);
      case 'docx':
        return docxText(bytes).slice(0, MAX_TEXT);
      case 'doc':
        return readableRuns(bytes).slice(0, MAX_TEXT);
      default:
        return '';
    }
  } catch {
    return '';
  }
}

function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const texts: string[] = [];
  let inflated = 0;
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let data = bytes.subarray(start, end);
    if (/\/FlateDecode/.test(match[1]!)) {
      if (inflated > MAX_INFLATED) break;
      try {
        data = inflateSync(data, { maxOutputLength: MAX_INFLATED });
      } catch {
        continue;
      }
      inflated += data.length;
    } else if (/\/Filter/.test(match[1]!)) {
      continue;
    }
    texts.push(contentStreamText(data.toString('latin1')));
    streams.lastIndex = end;
  }
  return texts.join('\n');
}

/** Strings shown by Tj, TJ, ' and " in a content stream; BT…ET blocks become lines. */
function contentStreamText(stream: string): string {
  const lines: string[] = [];
  const blocks = /BT([^]*?)ET/g;
  for (let block = blocks.exec(stream); block; block = blocks.exec(stream)) {
    const parts: string[] = [];
    const strings = /\((?:\\[^]|[^\\)])*\)|<[0-9A-Fa-f\s]*>/g;
    for (let s = strings.exec(block[1]!); s; s = strings.exec(block[1]!)) parts.push(s[0].startsWith('(') ? literalString(s[0]) : hexString(s[0]));
    if (parts.length) lines.push(parts.join(''));
  }
  return lines.join('\n');
}

function literalString(token: string): string {
  return token.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3}|\r?\n)/g, (_, escape: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '', f: '', '(': '(', ')': ')', '\\': '\\' };
    if (escape in simple) return simple[escape]!;
    if (/^[0-7]+$/.test(escape)) return String.fromCharCode(parseInt(escape, 8));
    return '';
  });
}

function hexString(token: string): string {
  const hex = token.slice(1, -1).replace(/\s+/g, '');
  const bytes = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
  // UTF-16BE text strings start with a byte order mark.
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

function docxText(bytes: Buffer): string {
  const entry = readZipEntries(bytes)?.find((e) => e.name === 'word/document.xml');
  const xml = entry ? readZipEntry(bytes, entry, MAX_INFLATED)?.toString('utf8') : undefined;
  if (!xml) return '';
  return xml
    .replace(/<\/w:p>|<w:br\/>|<w:tab\/>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);
}

/** Word 97 keeps its text in runs of 8-bit or UTF-16LE characters: keep the readable ones. */
function readableRuns(bytes: Buffer): string {
  const ascii = bytes.toString('latin1').match(/[\x20-\x7e\xa0-\xff\r\n\t]{6,}/g) ?? [];
  const wide = bytes.toString('utf16le').match(/[\x20-\x7e\xa0-\u024f\r\n\t]{6,}/g) ?? [];
  return [...ascii, ...wide].join('\n');
}
