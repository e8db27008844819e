import { describe, expect, it } from 'vitest';
import { CARD_TYPES, escapeHtml, metaTags, PAGE_TYPES, pageTypeOf, parseDetails, type MetaInput } from './logic';

const empty: MetaInput = {
  type: 'website',
  title: '',
  description: '',
  url: '',
  image: '',
  imageAlt: '',
  imageWidth: '',
  imageHeight: '',
  twitterCard: 'summary_large_image',
  twitterSite: '',
  twitterCreator: '',
  details: {},
};

describe('metaTags', () => {
  it('gives only og:type and twitter:card by default', () =>
    expect(metaTags(empty)).toBe(
      [
        '<!-- og meta -->',
        '<meta property="og:type" content="website" />',
        '',
        '<!-- twitter meta -->',
        '<meta name="twitter:card" content="summary_large_image" />',
      ].join('\n'),
    ));

  it('writes every general, image and twitter field in order, mirroring title, description and image', () =>
    expect(
      metaTags({
        ...empty,
        title: ' My page ',
        description: 'About it',
        url: 'https://example.com/',
        image: 'https://example.com/a.png',
        imageAlt: 'A picture',
        imageWidth: '1200',
        imageHeight: '630',
        twitterCard: 'summary',
        twitterSite: '@toolshed',
        twitterCreator: '@me',
      }),
    ).toBe(
      [
        '<!-- og meta -->',
        '<meta property="og:type" content="website" />',
        '<meta property="og:title" content="My page" />',
        '<meta property="og:description" content="About it" />',
        '<meta property="og:url" content="https://example.com/" />',
        '<meta property="og:image" content="https://example.com/a.png" />',
        '<meta property="og:image:alt" content="A picture" />',
        '<meta property="og:image:width" content="1200" />',
        '<meta property="og:image:height" content="630" />',
        '',
        '<!-- twitter meta -->',
        '<meta name="twitter:card" content="summary" />',
        '<meta name="twitter:site" content="@toolshed" />',
        '<meta name="twitter:creator" content="@me" />',
        '<meta name="twitter:title" content="My page" />',
        '<meta name="twitter:description" content="About it" />',
        '<meta name="twitter:image" content="https://example.com/a.png" />',
        '<meta name="twitter:image:alt" content="A picture" />',
      ].join('\n'),
    ));

  it.each([
    ['&', '&amp;'],
    ['<b>"x"</b>', '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'],
    ["l'été", 'l&#39;été'],
    ['  😀 日本  ', '😀 日本'],
    ['&amp;', '&amp;amp;'],
  ])('escapes and trims %j', (title, escaped) =>
    expect(metaTags({ ...empty, title })).toContain(`<meta property="og:title" content="${escaped}" />`),
  );

  it('omits blank fields', () => expect(metaTags({ ...empty, title: '   ', twitterSite: '\t' })).toBe(metaTags(empty)));

  it('writes the type fields after the image, one tag per value of a [multi] field', () =>
    expect(
      metaTags({
        ...empty,
        type: 'video.episode',
        image: 'i.png',
        details: {
          'video:actor': ['Ann', ' ', 'Bob'],
          'video:writer': ['Cy'],
          'video:duration': ['3600'],
          'video:series': ['https://example.com/show'],
          'article:author': ['not for this type'],
        },
      }).split('\n'),
    ).toEqual([
      '<!-- og meta -->',
      '<meta property="og:type" content="video.episode" />',
      '<meta property="og:image" content="i.png" />',
      '<meta property="video:actor" content="Ann" />',
      '<meta property="video:actor" content="Bob" />',
      '<meta property="video:writer" content="Cy" />',
      '<meta property="video:duration" content="3600" />',
      '<meta property="video:series" content="https://example.com/show" />',
      '',
      '<!-- twitter meta -->',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:image" content="i.png" />',
    ]));

  it('keeps one value for a single field', () =>
    expect(metaTags({ ...empty, type: 'article', details: { 'article:tag': ['a', 'b'] } })).toContain(
      '<meta property="article:tag" content="a" />\n\n',
    ));

  it('falls back to website for an unknown type', () =>
    expect(metaTags({ ...empty, type: 'nope' })).toContain('<meta property="og:type" content="website" />'));
});

describe('page types', () => {
  it('has the og:type values of the spec, in order', () =>
    expect(PAGE_TYPES.map((type) => type.value)).toEqual([
      'website',
      'article',
      'book',
      'profile',
      'music.song',
      'music.album',
      'music.playlist',
      'music.radio_station',
      'video.movie',
      'video.episode',
      'video.tv_show',
      'video.other',
    ]));

  it.each([
    [
      'article',
      [
        'article:published_time',
        'article:modified_time',
        'article:expiration_time',
        'article:author',
        'article:section',
        'article:tag',
      ],
    ],
    ['book', ['book:author', 'book:isbn', 'book:release_date', 'book:tag']],
    ['profile', ['profile:first_name', 'profile:last_name', 'profile:username', 'profile:gender']],
    ['music.song', ['music:duration', 'music:album', 'music:album:disc', 'music:album:track', 'music:musician*']],
    ['music.album', ['music:song', 'music:song:disc', 'music:song:track', 'music:musician', 'music:release_date']],
    ['music.playlist', ['music:song', 'music:song:disc', 'music:song:track', 'music:creator']],
    ['music.radio_station', ['music:creator']],
    ['video.movie', ['video:actor*', 'video:director*', 'video:writer*', 'video:duration', 'video:release_date', 'video:tag']],
    [
      'video.episode',
      ['video:actor*', 'video:director*', 'video:writer*', 'video:duration', 'video:release_date', 'video:tag', 'video:series'],
    ],
    ['website', []],
  ])('%s has its fields (* = multi)', (type, fields) =>
    expect(pageTypeOf(type).fields.map((f) => f.property + (f.multi ? '*' : ''))).toEqual(fields),
  );

  it('has the four card types', () => expect(CARD_TYPES).toEqual(['summary', 'summary_large_image', 'app', 'player']));
});

describe('parseDetails', () => {
  it.each([
    ['', {}],
    ['not json', {}],
    ['[1]', {}],
    ['null', {}],
    ['{"a":["x"],"b":"y","c":[1]}', { a: ['x'] }],
  ])('%j → %j', (text, details) => expect(parseDetails(text)).toEqual(details));
});

it('escapeHtml escapes the five characters', () => expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;'));
