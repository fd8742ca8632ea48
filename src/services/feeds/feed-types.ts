/** A release note: the text of the first paragraph of the item's HTML description. */
export interface ReleaseNote {
  title: string;
  /** An http(s) link, opened in a new tab. */
  link: string;
  pubDate: Date;
  description: string;
}

/** A news card, from the e-book feed or the blog feed. */
export interface NewsCard {
  title: string;
  /** An http(s) link, opened in a new tab ("Read more"). */
  link: string;
  /** An http(s) image URL, or null when the item has none. */
  imgSrc: string | null;
  publishedDate: Date;
  /** True for blog items: they carry a NEWS badge. */
  isNewsArticle: boolean;
}
