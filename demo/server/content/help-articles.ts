/** One Help Center article the demo chat assistant may answer from and cite. */
export interface HelpArticle {
  /** Stable identifier, also the last segment of the url. */
  id: string;
  title: string;
  url: string;
  /** The product area the article belongs to, as named in the platform menu. */
  area: string;
  /** Plain text, a few sentences; never HTML. */
  body: string;
}

const HELP_CENTRE = 'https://help.portal.example/articles/';

/** Builds an article whose id doubles as the url slug, so the two can never drift apart. */
function article(id: string, area: string, title: string, body: string): HelpArticle {
  return { id, title, url: `${HELP_CENTRE}${id}`, area, body };
}

/** The demo Help Center: one or two articles per product area of the portal. */
export const HELP_ARTICLES: readonly HelpArticle[] = [
  article(
    'signing-in-and-switching-customer-accounts',
    'Getting started',
    'Signing in and switching customer accounts',
    'You sign in to the portal with your work e-mail address and password on the sign-in page. ' +
      'If you have access to more than one customer account, the portal asks you to pick one before it shows any product area. ' +
      'To switch customer account later, open the account switcher in the top bar and search by account name or account number. ' +
      'Use the arrow keys to highlight an account and press Enter to select it. ' +
      'If you have unsaved changes, the portal asks you to confirm before it switches account.',
  ),
  article(
    'account-dashboard',
    'Analytics & Insights',
    'Reading the Account Dashboard',
    'The Account Dashboard gives you an overview of sessions, revenue and conversion for the selected customer account. ' +
      'Every chart follows the date range picker at the top of the page, and you can compare with the previous period. ' +
      'The Group Dashboard shows the same analytics summed across all accounts in your account group. ' +
      'Figures are refreshed every hour, so today’s numbers may still change.',
  ),
  article(
    'tracking-stats',
    'Analytics & Insights',
    'Checking your tracking stats',
    'Tracking Stats shows how many tracking events your website and apps have sent per day, split by event type. ' +
      'A sudden drop in events usually means the tracking script was removed or changed during a website release. ' +
      'Compare product views, basket events and orders to spot events that stopped arriving. ' +
      'Use the stats together with the Live Tracking Stream when you are verifying a new implementation.',
  ),
  article(
    'implementing-tracking',
    'Data Management',
    'Implementing tracking and using the Live Tracking Stream',
    'To implement tracking, add the tracking script to every page of your website and send events for product views, baskets and orders. ' +
      'Each event must include your customer account number and a visitor cookie id. ' +
      'The Live Tracking Stream in Data Management shows incoming events in real time, so you can browse your own site and watch your events arrive. ' +
      'If no events appear within a minute, check the browser console for blocked requests and confirm the account number in the script.',
  ),
  article(
    'email-marketing-integration',
    'Data Management',
    'Connecting your e-mail marketing platform',
    'The E-mail Marketing Integration page connects the portal to your e-mail service provider. ' +
      'Enter the API credentials of your e-mail platform and choose which mailing lists to synchronise. ' +
      'Once connected, opens and clicks from your newsletters flow back into the portal and can be used by e-mail recommendations and triggers. ' +
      'The integration status turns green after the first successful synchronisation, which normally takes less than an hour.',
  ),
  article(
    'dataflows-destinations-schemas-sources',
    'Data Management',
    'Dataflows, destinations, schemas and sources explained',
    'A source is where data comes from, for example a product catalogue file or a CRM export. ' +
      'A schema describes the fields of that data and their types, and the portal validates every import against it. ' +
      'A dataflow moves data from a source into the platform on a schedule, and a destination sends data out to another system. ' +
      'Open Data Management to create, pause or inspect each dataflow and to see the log of its latest runs.',
  ),
  article(
    'audience-builder-and-activations',
    'Customer Data Platform',
    'Building audiences and activating them',
    'The Audience Builder in the Customer Data Platform lets you define a segment of customers with rules on behaviour, attributes and purchases. ' +
      'The estimated audience size updates as you add or remove rules. ' +
      'Activations send an audience to a destination such as an advertising network or your e-mail platform, either once or on a daily schedule. ' +
      'An audience cannot be deleted while it is used by an active activation.',
  ),
  article(
    'calculated-attributes',
    'Customer Data Platform',
    'Creating calculated attributes',
    'Calculated attributes are customer properties the platform computes for you, such as total spend in the last 90 days or favourite category. ' +
      'Choose an event, an aggregation like sum, count or most frequent, and a time window. ' +
      'The values are recalculated every night and can be used as rules in the Audience Builder. ' +
      'Changing the definition of an attribute recalculates it for all profiles, which can take a few hours.',
  ),
  article(
    'single-customer-view-and-profile-unification',
    'Customer Data Platform',
    'Single Customer View and profile unification',
    'The Single Customer View shows everything known about one customer: identifiers, attributes, audiences and the latest events. ' +
      'Profile unification merges profiles that share an identifier, such as an e-mail address or a loyalty number, into one customer profile. ' +
      'You choose which identifiers are trusted for merging in the Profile Unification settings. ' +
      'Profile Unification Analytics shows how many profiles were merged and which identifiers caused the merges.',
  ),
  article(
    'website-recommendations',
    'Recommendations',
    'Setting up website recommendations',
    'Website recommendations show personalised products on your product pages, basket page and front page. ' +
      'Each placement uses a recommendation strategy, such as similar products, bought together or personal favourites. ' +
      'You can add filters and business rules, for example to hide out-of-stock products or products below a price. ' +
      'Results are measured per placement, so you can compare click-through rate and revenue between strategies.',
  ),
  article(
    'email-recommendations',
    'Recommendations',
    'Adding recommendations to your e-mails',
    'E-mail recommendations insert personalised products into newsletters at the moment the e-mail is opened. ' +
      'Copy the generated image and link snippet into your e-mail template for each product slot. ' +
      'Because products are chosen at open time, they always reflect current stock and prices. ' +
      'Use the E-mail Layout Designer to control how each product is displayed.',
  ),
  article(
    'website-widget-designer',
    'Recommendations',
    'Designing widgets with the Website Widget Designer',
    'The Website Widget Designer lets you style recommendation widgets for your website without writing code. ' +
      'Choose a layout such as a carousel or a grid, then adjust fonts, colours, spacing and the number of products. ' +
      'The preview uses real products from your catalogue, so you see exactly what visitors will see. ' +
      'The designer is currently available only to selected customer accounts.',
  ),
  article(
    'email-layout-designer',
    'Recommendations',
    'Using the E-mail Layout Designer',
    'The E-mail Layout Designer controls how recommended products look inside your e-mails. ' +
      'You can choose the image size, show or hide prices and set the button text and colours. ' +
      'Layouts are rendered as images, so they look the same in every e-mail client. ' +
      'Save the layout and the snippets for your e-mail recommendations pick it up automatically.',
  ),
  article(
    'email-triggers',
    'E-mail Triggers',
    'Sending automatic e-mails with E-mail Triggers',
    'E-mail Triggers send automatic e-mails when a visitor does something, such as abandoning a basket or browsing a product without buying. ' +
      'Set the delay before sending, the e-mail template and the conditions a visitor must meet. ' +
      'Triggers require an active e-mail marketing integration so the portal can hand over the recipients. ' +
      'The trigger report shows how many e-mails were sent, opened and converted.',
  ),
  article(
    'site-search-configurator-and-ranking',
    'Site Search',
    'Configuring site search and search ranking',
    'The Search Configurator sets up the search on your website: which product fields are searchable, synonyms and how spelling mistakes are handled. ' +
      'Search Ranking decides the order of the results, combining text relevance with popularity, margin and stock. ' +
      'You can pin products to the top for chosen search terms or bury products you do not want to promote. ' +
      'Test a search term in the preview before you publish, because changes go live for all visitors.',
  ),
  article(
    'merchandising-boosted-campaigns-and-feeds',
    'Merchandising',
    'Merchandising with boosted campaigns and customized feeds',
    'A boosted campaign gives chosen products, brands or categories extra weight in recommendations and search for a limited period. ' +
      'Set a start and end date and the strength of the boost, and the campaign stops by itself when it ends. ' +
      'Customized feeds export a filtered product list, for example for a price comparison site or a marketplace. ' +
      'Both are found in the Merchandising area of the platform menu.',
  ),
  article(
    'customer-lifetime-value-model',
    'AI Models',
    'Understanding the Customer Lifetime Value model',
    'The Customer Lifetime Value AI model predicts how much each customer will spend over the next twelve months. ' +
      'It is trained on your order history and retrained every week, and it needs at least a year of orders to be reliable. ' +
      'Predicted lifetime value can be used as a rule in the Audience Builder, for example to find high-value customers who are at risk of churning. ' +
      'The model page shows the accuracy of the latest training run.',
  ),
  article(
    'user-management',
    'Administration',
    'Managing users and their access',
    'Administrators invite new users from User Management by entering their e-mail address and choosing the customer accounts they may access. ' +
      'A user can be given access to several customer accounts and will then see them all in the account switcher. ' +
      'Removing a user signs them out of the portal within a few minutes. ' +
      'Partners manage the users of their own customers in the same way.',
  ),
  article(
    'trust-center-and-data-retention',
    'Administration',
    'Trust Center, data retention and privacy requests',
    'The Trust Center collects the documents and settings that concern privacy and security, including the data processing agreement. ' +
      'Data Retention sets how long tracking events and customer profiles are kept before they are deleted automatically. ' +
      'You can also handle requests from your customers to export or delete their personal data. ' +
      'Operational Insights shows the health of your data imports and integrations.',
  ),
  article(
    'licences-and-locked-products',
    'Administration',
    'Why is a product locked? Licences and access',
    'Product areas in the menu are shown with a lock icon when your customer account does not have a licence for them. ' +
      'A locked product cannot be opened, but hovering over it explains what the product does and links to more information. ' +
      'To activate a locked product, contact the Professional Services team, who will help you with a licence and an onboarding plan. ' +
      'If a product was available yesterday and is locked today, check with your administrator that you have selected the right customer account.',
  ),
];
