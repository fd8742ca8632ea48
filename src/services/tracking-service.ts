import type { HttpClient } from './http-client';
import { toHttpError } from './http-error';

/** A page visit. */
export interface PageVisit {
  customerId: number;
  pageTitle: string;
  platformTitle: string;
  /** The part of the user's e-mail after the at-sign. */
  domain: string;
}

/** POST profileapi/tracking/page-visit (credentials). */
export async function trackPageVisit(profile: HttpClient, visit: PageVisit): Promise<void> {
  try {
    await profile.post('/profileapi/tracking/page-visit', visit);
  } catch (error) {
    throw toHttpError(error);
  }
}
