/** One field of a type's details: its og property, the i18n key of its label, repeatable or not. */
export interface DetailField {
  property: string;
  label: string;
  multi?: boolean;
}

/** A page type: its og:type value, the i18n key of its name, its menu group and its fields. */
export interface PageType {
  value: string;
  label: string;
  group?: 'music' | 'video';
  fields: readonly DetailField[];
}

const albumSongFields: readonly DetailField[] = [
  { property: 'music:song', label: 'song' },
  { property: 'music:song:disc', label: 'disc' },
  { property: 'music:song:track', label: 'track' },
];

const videoFields = (extra: readonly DetailField[] = []): readonly DetailField[] => [
  { property: 'video:actor', label: 'actor', multi: true },
  { property: 'video:director', label: 'director', multi: true },
  { property: 'video:writer', label: 'writer', multi: true },
  { property: 'video:duration', label: 'duration' },
  { property: 'video:release_date', label: 'releaseDate' },
  { property: 'video:tag', label: 'tag' },
  ...extra,
];

/** The page types in menu order (https://ogp.me/#types). */
export const PAGE_TYPES: readonly PageType[] = [
  { value: 'website', label: 'website', fields: [] },
  {
    value: 'article',
    label: 'article',
    fields: [
      { property: 'article:published_time', label: 'publishingDate' },
      { property: 'article:modified_time', label: 'modificationDate' },
      { property: 'article:expiration_time', label: 'expirationDate' },
      { property: 'article:author', label: 'author' },
      { property: 'article:section', label: 'section' },
      { property: 'article:tag', label: 'tag' },
    ],
  },
  {
    value: 'book',
    label: 'book',
    fields: [
      { property: 'book:author', label: 'author' },
      { property: 'book:isbn', label: 'isbn' },
      { property: 'book:release_date', label: 'releaseDate' },
      { property: 'book:tag', label: 'tag' },
    ],
  },
  {
    value: 'profile',
    label: 'profile',
    fields: [
      { property: 'profile:first_name', label: 'firstName' },
      { property: 'profile:last_name', label: 'lastName' },
      { property: 'profile:username', label: 'username' },
      { property: 'profile:gender', label: 'gender' },
    ],
  },
  {
    value: 'music.song',
    label: 'song',
    group: 'music',
    fields: [
      { property: 'music:duration', label: 'duration' },
      { property: 'music:album', label: 'album' },
      { property: 'music:album:disc', label: 'disc' },
      { property: 'music:album:track', label: 'track' },
      { property: 'music:musician', label: 'musician', multi: true },
    ],
  },
  {
    value: 'music.album',
    label: 'musicAlbum',
    group: 'music',
    fields: [
      ...albumSongFields,
      { property: 'music:musician', label: 'musician' },
      { property: 'music:release_date', label: 'releaseDate' },
    ],
  },
  {
    value: 'music.playlist',
    label: 'playlist',
    group: 'music',
    fields: [...albumSongFields, { property: 'music:creator', label: 'creator' }],
  },
  {
    value: 'music.radio_station',
    label: 'radioStation',
    group: 'music',
    fields: [{ property: 'music:creator', label: 'creator' }],
  },
  { value: 'video.movie', label: 'movie', group: 'video', fields: videoFields() },
  {
    value: 'video.episode',
    label: 'episode',
    group: 'video',
    fields: videoFields([{ property: 'video:series', label: 'series' }]),
  },
  { value: 'video.tv_show', label: 'tvShow', group: 'video', fields: videoFields() },
  { value: 'video.other', label: 'otherVideo', group: 'video', fields: videoFields() },
];

/** Twitter card types, the default last but one. */
export const CARD_TYPES = ['summary', 'summary_large_image', 'app', 'player'] as const;

export const pageTypeOf = (value: string): PageType => PAGE_TYPES.find((type) => type.value === value) ?? PAGE_TYPES[0]!;

/** The values of each detail field: property → the values typed (one unless the field is [multi]). */
export type Details = Record<string, string[]>;

/** Details as stored (JSON text); anything unreadable or mistyped reads as no details. */
export function parseDetails(text: string): Details {
  try {
    const value: unknown = JSON.parse(text || '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((v) => typeof v === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

export interface MetaInput {
  type: string;
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
  imageWidth: string;
  imageHeight: string;
  twitterCard: string;
  twitterSite: string;
  twitterCreator: string;
  details: Details;
}

/** `& < > " '` as HTML entities, for an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The meta tags: the og block (type, title, description, url, image and its alt/width/height,
 * then the type's details in field order, one tag per value), a blank line, then the twitter block
 * (card, site, creator, then title, description, image and image alt mirrored). Values are trimmed
 * and escaped; empty ones are left out.
 */
export function metaTags(input: MetaInput): string {
  const type = pageTypeOf(input.type);
  const og: [string, string][] = [
    ['og:type', type.value],
    ['og:title', input.title],
    ['og:description', input.description],
    ['og:url', input.url],
    ['og:image', input.image],
    ['og:image:alt', input.imageAlt],
    ['og:image:width', input.imageWidth],
    ['og:image:height', input.imageHeight],
  ];
  for (const field of type.fields) {
    const values = input.details[field.property] ?? [];
    for (const value of field.multi ? values : values.slice(0, 1)) og.push([field.property, value]);
  }
  const twitter: [string, string][] = [
    ['twitter:card', input.twitterCard],
    ['twitter:site', input.twitterSite],
    ['twitter:creator', input.twitterCreator],
    ['twitter:title', input.title],
    ['twitter:description', input.description],
    ['twitter:image', input.image],
    ['twitter:image:alt', input.imageAlt],
  ];
  const tags = (attribute: string, pairs: [string, string][]) =>
    pairs
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  return ['<!-- og meta -->', ...tags('property', og), '', '<!-- twitter meta -->', ...tags('name', twitter)].join('\n');
}
