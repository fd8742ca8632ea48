import * as v from 'valibot';
import type { AppEntry } from './app-types';
import { LICENSE_IDS, type Menu } from './menu-types';
import { httpUrl, menuLink, portalPath } from './safe-url';

/*
 * The menu and app definitions as they may arrive from the profile API or from storage, checked
 * field by field. An entry that does not fit is dropped with what hangs under it, never the whole
 * menu: one bad item must not take the portal down, and a partial menu beats none.
 */

/** Validates each element on its own and keeps those that fit. */
const listOf = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item) => {
        const result = v.safeParse(schema, item);
        return result.success ? [result.output as v.InferOutput<TSchema>] : [];
      }),
    ),
  );

/** An optional field; an API's `null` reads as absent. */
const maybe = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );

const customerIds = maybe(v.array(v.pipe(v.number(), v.integer())));

/** A route is empty (a container such as a profile menu) or a path of this portal. */
const route = v.pipe(
  v.string(),
  v.check((value) => value === '' || portalPath(value) !== null),
);

/** An absolute link or a portal path: `//host/x`, `javascript:` and the like make the entry invalid. */
const href = maybe(
  v.pipe(
    v.string(),
    v.check((value) => menuLink(value) !== null),
  ),
);

/** A marketing page only decorates a locked entry: when it is no link, the entry stays without it. */
const marketingLink = v.pipe(
  v.optional(v.unknown()),
  v.transform((value) => menuLink(value) ?? undefined),
);

const text = maybe(v.string());
const flag = maybe(v.boolean());

const entryFields = {
  id: v.string(),
  appPrefix: v.string(),
  route,
  title: v.string(),
  href,
  shortDescription: text,
  licenseId: maybe(v.picklist(LICENSE_IDS)),
  URLLink: marketingLink,
  superscript: text,
  landingPageName: text,
  hasBorderTop: flag,
  isHeader: flag,
  isHidden: flag,
  isLocked: flag,
  visibleForCustomers: customerIds,
  excludeForCustomers: customerIds,
};

const subItemSchema = v.object(entryFields);

// Sub-items that are no list leave the item without any (it still opens its own route).
const itemSchema = v.object({ ...entryFields, subitems: v.fallback(maybe(listOf(subItemSchema)), undefined) });

const platformSchema = v.object({
  platformId: v.string(),
  title: v.string(),
  // The shell draws a default icon for a name it does not know.
  icon: v.optional(v.string(), ''),
  hoverIcon: text,
  URLLink: marketingLink,
  hasSubitems: v.optional(v.boolean(), false),
  isHidden: flag,
  isLocked: flag,
  items: listOf(itemSchema),
  visibleForCustomers: customerIds,
  excludeForCustomers: customerIds,
});

const menuSchema = v.object({
  platforms: listOf(platformSchema),
  rightitems: listOf(itemSchema),
  internaltools: listOf(itemSchema),
  administration: v.object({ items: listOf(itemSchema) }),
});

const appEntrySchema = v.object({
  appPrefix: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/i)),
  iframeBaseUrl: v.pipe(
    v.string(),
    v.check((value) => httpUrl(value) !== null),
  ),
  tokenDescriptor: v.object({ client: v.string(), services: v.array(v.string()) }),
});

/** The menu with every entry that does not fit dropped, or null when the value is no menu at all. */
export function parseMenu(value: unknown): Menu | null {
  const result = v.safeParse(menuSchema, value);
  return result.success ? (result.output as Menu) : null;
}

/** The app entries that fit (a prefix, an http(s) frame address, a token descriptor), or null for no list. */
export function parseAppEntries(value: unknown): AppEntry[] | null {
  const result = v.safeParse(listOf(appEntrySchema), value);
  return result.success ? result.output : null;
}
