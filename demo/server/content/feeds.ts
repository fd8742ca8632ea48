const DAY_MS = 24 * 60 * 60 * 1000;
const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';

/** One feed item; `description` and `contentEncoded` are HTML and go out as CDATA. */
interface FeedItem {
  title: string;
  /** Overrides the escaped title with raw XML, e.g. to reference a DOCTYPE entity. */
  titleXml?: string;
  link: string;
  daysAgo: number;
  description?: string;
  contentEncoded?: string;
}

/** The channel around the items; `preamble` goes between the XML declaration and `<rss>`. */
interface FeedChannel {
  title: string;
  link: string;
  description: string;
  items: readonly string[];
  withContentModule?: boolean;
  preamble?: string;
}

/** Escapes text for an XML text node or a double-quoted attribute. */
function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Wraps HTML in CDATA; a literal "]]>" in the HTML is split across two sections so it cannot end the first. */
function cdata(html: string): string {
  return `<![CDATA[${html.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** RFC 822 date, as RSS 2.0 wants it, `days` before `now`. */
function rfc822DaysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toUTCString();
}

function textElement(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

function itemXml(item: FeedItem, now: Date): string {
  const parts = [
    `<title>${item.titleXml ?? escapeXml(item.title)}</title>`,
    textElement('link', item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    textElement('pubDate', rfc822DaysBefore(now, item.daysAgo)),
  ];
  if (item.description !== undefined) parts.push(`<description>${cdata(item.description)}</description>`);
  if (item.contentEncoded !== undefined) parts.push(`<content:encoded>${cdata(item.contentEncoded)}</content:encoded>`);
  return `    <item>\n${parts.map((part) => `      ${part}`).join('\n')}\n    </item>`;
}

function rssDocument(channel: FeedChannel, now: Date): string {
  const namespaces = channel.withContentModule ? ` xmlns:content="${CONTENT_NS}"` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    ...(channel.preamble === undefined ? [] : [channel.preamble]),
    `<rss version="2.0"${namespaces}>`,
    '  <channel>',
    `    ${textElement('title', channel.title)}`,
    `    ${textElement('link', channel.link)}`,
    `    ${textElement('description', channel.description)}`,
    '    <language>en</language>',
    `    ${textElement('lastBuildDate', now.toUTCString())}`,
    ...channel.items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

const RELEASE_NOTES: readonly FeedItem[] = [
  {
    // A title that a careless XML parser turns into the number 2026.11.
    title: '2026.11',
    link: 'https://release-notes.portal.example/2026-11',
    daysAgo: 2,
    description:
      '<p>The November release brings faster audience estimates and a new home page for the portal.</p>' +
      '<ul><li>Audience Builder estimates update in under a second.</li><li>The home page shows release notes and news.</li></ul>' +
      '<p>Read the full notes for every product area.</p>',
  },
  {
    title: 'Search & Merchandising: boosted campaigns in site search',
    link: 'https://release-notes.portal.example/boosted-campaigns-in-site-search',
    daysAgo: 10,
    // Entities inside the HTML: the portal must show "&" and "’", not the raw entity text.
    description:
      '<p>Search &amp; Merchandising: boosted campaigns now also apply to site search, so you&#8217;ll see campaign products ranked higher.</p>' +
      '<ul><li>Set the boost strength per campaign.</li><li>Preview the effect in the Search Configurator.</li></ul>',
  },
  {
    title: 'Calculated attributes can now be used in activations',
    link: 'https://release-notes.portal.example/calculated-attributes-in-activations',
    daysAgo: 20,
    description:
      '<p>Calculated attributes are now sent along with audiences to every activation destination.</p>' +
      '<p>Choose the attributes to include when you edit an activation.</p>',
  },
  {
    title: 'E-mail Layout Designer: new product card layouts',
    link: 'https://release-notes.portal.example/email-layout-designer-cards',
    daysAgo: 22,
    description:
      '<p>The E-mail Layout Designer has three new product card layouts with larger images.</p>' +
      '<ul><li>Portrait cards</li><li>Price-first cards</li><li>Compact cards</li></ul>',
  },
  {
    title: 'Tracking Stats split by event type',
    link: 'https://release-notes.portal.example/tracking-stats-event-types',
    daysAgo: 40,
    description:
      '<p>Tracking Stats now shows product views, basket events and orders as separate lines.</p>' +
      '<p>This makes it easier to spot a single event type that stopped arriving.</p>',
  },
  {
    title: 'Customer Lifetime Value model retrains weekly',
    link: 'https://release-notes.portal.example/clv-weekly-retraining',
    daysAgo: 90,
    description:
      '<p>The Customer Lifetime Value model is now retrained every week instead of every month.</p>' +
      '<p>Predictions react faster to seasonal changes in buying behaviour.</p>',
  },
];

/** RSS 2.0 release notes: 6 items published 2, 10, 20, 22, 40 and 90 days before `now`, newest first. */
export function releaseNotesFeed(now: Date): string {
  return rssDocument(
    {
      title: 'Portal release notes',
      link: 'https://release-notes.portal.example/',
      description: 'What is new in the portal',
      items: RELEASE_NOTES.map((item) => itemXml(item, now)),
    },
    now,
  );
}

/** An e-book item: its cover image first in content:encoded, then a teaser. */
function eBook(slug: string, title: string, daysAgo: number, image: string, teaser: string): FeedItem {
  return {
    title,
    link: `https://insights.portal.example/e-books/${slug}/`,
    daysAgo,
    description: teaser,
    contentEncoded:
      `<p><img src="https://insights.portal.example/images/${image}" alt="" width="600" height="400"></p>` +
      `<p>${teaser}</p><p><a href="https://insights.portal.example/e-books/${slug}/">Download the e-book</a></p>`,
  };
}

// Items 2 and 4 carry .png covers, which the portal is specified to skip.
const E_BOOKS: readonly FeedItem[] = [
  eBook('personalisation-playbook', 'The Personalisation Playbook 2026', 5, 'personalisation-playbook.jpg',
    'Twelve proven ways to personalise the customer journey from the first visit to the tenth order.'),
  eBook('cdp-buyers-guide', 'A Buyer’s Guide to Customer Data Platforms', 15, 'cdp-buyers-guide.png',
    'What to ask before you choose a customer data platform, and what to measure afterwards.'),
  eBook('site-search-benchmark', 'Site Search Benchmark Report', 30, 'site-search-benchmark.jpg',
    'How 200 online shops handle typos, synonyms and zero-result searches.'),
  eBook('email-triggers-handbook', 'The E-mail Triggers Handbook', 45, 'email-triggers-handbook.png',
    'Abandoned baskets, browse reminders and win-back flows that pay for themselves.'),
  eBook('merchandising-in-practice', 'Merchandising in Practice', 60, 'merchandising-in-practice.jpg',
    'Boosted campaigns and feeds explained with examples from fashion and electronics retailers.'),
  eBook('predicting-lifetime-value', 'Predicting Customer Lifetime Value', 75, 'predicting-lifetime-value.jpg',
    'How machine learning estimates future spend and how to act on it.'),
];

/** RSS 2.0 e-book feed: 6 items with content:encoded HTML holding a cover image; 2 of the first 4 are .png. */
export function eBooksFeed(now: Date): string {
  return rssDocument(
    {
      title: 'Portal Insights e-books',
      link: 'https://insights.portal.example/e-books/',
      description: 'Free e-books about personalisation and marketing technology',
      items: E_BOOKS.map((item) => itemXml(item, now)),
      withContentModule: true,
    },
    now,
  );
}

/** A blog item: its header image first in the description, then the opening paragraph. */
function blogPost(slug: string, title: string, daysAgo: number, opening: string): FeedItem {
  return {
    title,
    link: `https://blog.portal.example/${slug}/`,
    daysAgo,
    description:
      `<img src="https://blog.portal.example/wp-content/uploads/${slug}.jpg" alt="" width="1200" height="630">` +
      `<p>${opening}</p>`,
  };
}

const BLOG_POSTS: readonly FeedItem[] = [
  blogPost('black-friday-recommendations', 'Five recommendation tricks for Black Friday', 3,
    'Traffic peaks are the best moment to let recommendations do the selling for you.'),
  blogPost('unified-profiles', 'Why unified customer profiles matter', 12,
    'Merging profiles across devices turns anonymous visitors into customers you recognise.'),
  blogPost('zero-result-searches', 'Turning zero-result searches into sales', 25,
    'A search that finds nothing is a customer about to leave, unless you catch it.'),
  blogPost('trigger-timing', 'When should an abandoned-basket e-mail go out?', 35,
    'We compared send delays from thirty minutes to two days across a million baskets.'),
  blogPost('clv-segments', 'Building audiences from predicted lifetime value', 50,
    'High predicted value and falling activity is the audience most worth a personal offer.'),
  blogPost('data-retention', 'Data retention without losing insight', 70,
    'Keeping less data for a shorter time can make your analytics more trustworthy, not less.'),
];

/** RSS 2.0 blog feed: 6 items whose description HTML starts with a .jpg image. */
export function blogFeed(now: Date): string {
  return rssDocument(
    {
      title: 'Portal blog',
      link: 'https://blog.portal.example/',
      description: 'News and ideas from the portal team',
      items: BLOG_POSTS.map((item) => itemXml(item, now)),
    },
    now,
  );
}

/** A feed cut off mid-item, as after a dropped connection: not well-formed XML. */
export function malformedFeed(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    '    <title>Portal release notes</title>',
    '    <item>',
    '      <title>2026.11</title>',
    '      <link>https://release-notes.portal.example/2026-11</link>',
    '      <description><![CDATA[<p>The November release brings',
  ].join('\n');
}

// Ten-fold nested entities: expanding &lol9; naively yields a billion "lol"s.
const BILLION_LAUGHS = [
  '<!DOCTYPE rss [',
  '  <!ENTITY lol "lol">',
  ...Array.from({ length: 9 }, (_, index) => {
    const inner = index === 0 ? 'lol' : `lol${index}`;
    return `  <!ENTITY lol${index + 1} "${`&${inner};`.repeat(10)}">`;
  }),
  ']>',
].join('\n');

const HOSTILE_ITEMS: readonly FeedItem[] = [
  {
    title: '<script>alert("title")</script>2026.11',
    link: 'javascript:alert(1)',
    daysAgo: 1,
    description: '<p><img src=x onerror=alert(1)>First paragraph <script>alert(2)</script>with a <a href="javascript:alert(3)">link</a>.</p>',
    contentEncoded: '<p><img src=x onerror=alert(1)></p><p>E-book teaser <script>alert(4)</script></p>',
  },
  {
    // Decoded once this is the text "&lt;b&gt;…"; decoding it twice would smuggle in real tags.
    title: 'Double-encoded &lt;b&gt;not bold&lt;/b&gt; &lt;img src=x onerror=alert(5)&gt;',
    link: 'JavaScript:alert(document.domain)',
    daysAgo: 3,
    description: '<p>Double-encoded &amp;lt;script&amp;gt;alert(6)&amp;lt;/script&amp;gt; must stay text.</p>',
    contentEncoded: '<img src="x" onerror="alert(7)"><p>Second e-book</p>',
  },
  {
    title: 'Inline handlers',
    link: 'https://release-notes.portal.example/hostile',
    daysAgo: 5,
    description: '<p onmouseover="alert(8)">Hover me <svg onload=alert(9)></svg><iframe src="javascript:alert(10)"></iframe></p>',
    contentEncoded: '<p><img src="https://insights.portal.example/images/hostile.jpg" onerror="alert(11)"></p>',
  },
  {
    title: 'Laughs',
    titleXml: 'Laughs &lol9;',
    link: 'https://release-notes.portal.example/laughs',
    daysAgo: 7,
    description: '<p>The title of this item references the billion-laughs entity.</p>',
    contentEncoded: '<p><img src="https://insights.portal.example/images/laughs.jpg"></p>',
  },
];

/**
 * A well-formed RSS 2.0 feed full of attacks a renderer must keep inert: script tags in titles
 * (escaped as text), javascript: links, onerror images, a billion-laughs DOCTYPE whose top entity
 * one title references, and double-encoded entities. Items carry both description and
 * content:encoded so it can stand in for any of the other feeds.
 */
export function hostileFeed(now: Date): string {
  return rssDocument(
    {
      title: 'Hostile feed <script>alert("channel")</script>',
      link: 'https://release-notes.portal.example/',
      description: 'A feed for testing that the portal renders untrusted feeds inert',
      items: HOSTILE_ITEMS.map((item) => itemXml(item, now)),
      withContentModule: true,
      preamble: BILLION_LAUGHS,
    },
    now,
  );
}
