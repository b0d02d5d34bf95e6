import { textDirection } from '../../engine/i18n/languages';
import { escapeHtml } from '../html/renderIndexHtml';

export interface MailLink {
  text: string;
  href: string;
}

export interface MailContent {
  language: string;
  /** The mail's one heading (h1) and the HTML document's title. */
  heading: string;
  paragraphs: string[];
  /** Sections, each with its heading (h2) and a list of links (the jobs). */
  sections: { heading?: string; links: MailLink[]; more?: MailLink }[];
  /** Links after the lists (manage the alert). */
  actions: MailLink[];
  /** Small print: why the mail came. */
  footer: string;
}

/**
 * An e-mail's HTML and text parts from the same content. Accessible: the language and direction on
 * <html>, one h1 and h2 per section, lists as lists, links named by their text (the job's title, what
 * the action does), no layout tables, colours with strong contrast, readable without images or styles.
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const dir = textDirection(content.language);
  const link = (l: MailLink) => `<a href="${escapeHtml(l.href)}" style="color:#0b57d0">${escapeHtml(l.text)}</a>`;
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(content.language)}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.heading)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#ffffff;color:#1f1f1f;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<main style="max-width:600px;margin:0 auto">',
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...content.sections.flatMap((section) => [
      ...(section.heading ? [`<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>`] : []),
      '<ul>',
      ...section.links.map((l) => `<li style="margin:0 0 8px">${link(l)}</li>`),
      '</ul>',
      ...(section.more ? [`<p>${link(section.more)}</p>`] : []),
    ]),
    ...content.actions.map((l) => `<p>${link(l)}</p>`),
    `<p style="margin-top:32px;font-size:14px;color:#444444">${escapeHtml(content.footer)}</p>`,
    '</main></body></html>',
  ].join('\n');
  const textLink = (l: MailLink) => `${l.text}\n${l.href}`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...content.sections.flatMap((section) => [
      ...(section.heading ? [section.heading, ''] : []),
      ...section.links.flatMap((l) => [`- ${textLink(l)}`, '']),
      ...(section.more ? [textLink(section.more), ''] : []),
    ]),
    ...content.actions.flatMap((l) => [textLink(l), '']),
    '--',
    content.footer,
    '',
  ].join('\n');
  return { html, text };
}
