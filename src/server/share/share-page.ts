// The HTML of a share link's page: the client's index.html with Open Graph tags for chat apps' preview cards
// (decision 019). Only meta tags are added, never a script, so the CSP stays as strict as everywhere else.
import type { SharedEntity } from '../../shared/share.js';

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const DESCRIPTION_MAX = 200;

/**
 * A line about the entity for the preview card: its `description` when it has one, else its first prose field,
 * cut at a word. Read from the public fields, so a player view's card never shows what the page hides.
 */
export function shareDescription(shared: SharedEntity): string {
  const values = Object.values(shared.data).filter((v): v is string => typeof v === 'string');
  const description = shared.data.description;
  const prose =
    (typeof description === 'string' && description.trim() ? description : undefined) ??
    values.find((v) => v.trim().length >= 40);
  const label = shared.label.charAt(0).toUpperCase() + shared.label.slice(1);
  if (!prose) return `${label} shared from Loreforge`;
  const text = prose.replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** index.html with the entity's title and Open Graph tags; `publicUrl` makes the addresses absolute. */
export function sharePageHtml(
  indexHtml: string,
  shared: SharedEntity,
  addresses: { page: string; image: string | null },
): string {
  const title = `${shared.name} · Loreforge`;
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', 'Loreforge'],
    ['og:title', shared.name],
    ['og:description', shareDescription(shared)],
    ['og:url', addresses.page],
    ...(addresses.image ? [['og:image', addresses.image]] : []),
  ]
    .map(([property, value]) => `<meta property="${property}" content="${escapeHtml(value ?? '')}" />`)
    .concat(
      `<meta name="twitter:card" content="${addresses.image ? 'summary_large_image' : 'summary'}" />`,
      // A shared page is for the people given the link, not for search engines.
      '<meta name="robots" content="noindex, nofollow" />',
    );
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
