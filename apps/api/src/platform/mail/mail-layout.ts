import type { Language } from '@maryjane/contract/constants';
import type { MailMessage } from './mailer';

/** The pieces a mail is made of; each renders to plain text and to inline-styled HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'link'; label: string; href: string; tone: 'primary' | 'danger' };

export interface MailContent {
  subject: string;
  greeting: string;
  blocks: MailBlock[];
  signature: string;
}

const colors = { text: '#1f2a1f', muted: '#5c6b5c', primary: '#2f7d32', danger: '#c62828' };
const font = "font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Plain text for every client, HTML for those that show it; no images, scripts or web fonts. */
export function renderMail(lang: Language, content: MailContent): Omit<MailMessage, 'to'> {
  return { subject: content.subject, text: renderText(content), html: renderHtml(lang, content) };
}

function renderText(content: MailContent): string {
  const blocks = content.blocks.map((block) => {
    if (block.kind === 'paragraph') return block.text;
    if (block.kind === 'code') return `    ${block.code}`;
    return `${block.label}:\n${block.href}`;
  });
  return [content.greeting, ...blocks, content.signature].join('\n\n') + '\n';
}

function renderHtml(lang: Language, content: MailContent): string {
  const blocks = content.blocks.map((block) => {
    if (block.kind === 'paragraph') {
      return `<p style="margin: 0 0 16px">${escapeHtml(block.text)}</p>`;
    }
    if (block.kind === 'code') {
      return (
        '<p style="margin: 0 0 16px; font-size: 32px; font-weight: 700; letter-spacing: 8px; ' +
        `font-family: Menlo, Consolas, monospace; color: ${colors.primary}">` +
        `${escapeHtml(block.code)}</p>`
      );
    }
    const href = escapeHtml(block.href);
    // The link is also written out: some clients strip buttons, and people like to see where a
    // link goes before they follow it.
    return (
      `<p style="margin: 0 0 8px"><a href="${href}" style="display: inline-block; ` +
      `padding: 12px 20px; border-radius: 6px; background: ${colors[block.tone]}; ` +
      `color: #ffffff; text-decoration: none; font-weight: 600">${escapeHtml(block.label)}</a></p>` +
      `<p style="margin: 0 0 16px; font-size: 13px; color: ${colors.muted}; ` +
      `word-break: break-all">${href}</p>`
    );
  });
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin: 0; padding: 24px; background: #f4f7f4; ${font}; color: ${colors.text}">`,
    '<div style="max-width: 560px; margin: 0 auto; padding: 24px; background: #ffffff; ' +
      'border-radius: 8px; font-size: 16px; line-height: 1.5">',
    `<p style="margin: 0 0 16px">${escapeHtml(content.greeting)}</p>`,
    ...blocks,
    `<p style="margin: 24px 0 0; color: ${colors.muted}">${escapeHtml(content.signature)}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
