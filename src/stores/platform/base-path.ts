import { atom } from 'nanostores';

/** The path under which the host mounts the portal (a CMS page's sub-path), without a trailing slash. */
export const $basePath = atom('');
