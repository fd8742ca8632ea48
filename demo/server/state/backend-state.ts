import { randomBytes } from 'node:crypto';
import { FaultRules } from './fault-rules';

/** A page visit as the portal reports it. */
export interface PageVisit {
  customerId: number;
  pageTitle: string;
  platformTitle: string;
  domain: string;
  receivedAt: string;
  userId: string;
}

/** A CreateAccessCookie call the backend answered with a token: who asked, for what, as which customer. */
export interface AccessRequestRecord {
  client: string;
  services: string[];
  impersonateCustomerId: number;
  userId: string;
  receivedAt: string;
}

/** Feedback on a chat answer. */
export interface FeedbackRecord {
  run_id: string;
  score: number;
  comment?: string | undefined;
  customerId: number;
  receivedAt: string;
}

/** An error-reporting event, as the SDK sent it in an envelope. */
export interface ErrorEvent {
  event_id?: string;
  [key: string]: unknown;
}

/** An access token issued by CreateAccessCookie. */
export interface IssuedToken {
  token: string;
  /** The sign-in session it was issued in: signing out revokes it. */
  sessionId: string;
  userId: string;
  client: string;
  services: string[];
  customerId: number;
  expiresAt: number;
}

/** A chat answer, kept so that feedback can refer to it by run id. */
export interface ChatRun {
  runId: string;
  userId: string;
  customerId: number;
  feedbackGiven: boolean;
}

/** Settings tests can change at run time through the admin endpoint. */
export interface BackendConfig {
  /** Lifetime of tokens from CreateAccessCookie, in seconds. */
  tokenLifetimeSeconds: number;
  /** Lifetime of a sign-in session, in seconds (extended by the login refresh). */
  sessionLifetimeSeconds: number;
  /** Pause between two streamed chat chunks, in ms. */
  chatChunkDelayMs: number;
}

/** Default settings. */
export const DEFAULT_CONFIG: BackendConfig = { tokenLifetimeSeconds: 3600, sessionLifetimeSeconds: 8 * 3600, chatChunkDelayMs: 40 };

/** Everything the backend remembers, shared by all its origins; in memory, gone at restart. */
export class BackendState {
  sessions = new Map<string, { userId: string; expiresAt: number }>();
  tokens = new Map<string, IssuedToken>();
  chatRuns = new Map<string, ChatRun>();
  sinks = { pageVisits: [] as PageVisit[], feedback: [] as FeedbackRecord[], errorEvents: [] as ErrorEvent[], accessRequests: [] as AccessRequestRecord[] };
  faults = new FaultRules();
  config: BackendConfig = { ...DEFAULT_CONFIG };

  constructor(readonly now: () => number = Date.now) {}

  /** A new unguessable id for sessions, tokens and runs. */
  newId(prefix: string): string {
    return `${prefix}_${randomBytes(18).toString('base64url')}`;
  }

  /** Ends a sign-in session and revokes every token issued in it. */
  endSession(sessionId: string): void {
    this.sessions.delete(sessionId);
    for (const [token, issued] of this.tokens) if (issued.sessionId === sessionId) this.tokens.delete(token);
  }

  /** Forgets sinks, faults and settings (sessions stay, so a signed-in browser stays signed in). */
  reset(): void {
    this.sinks = { pageVisits: [], feedback: [], errorEvents: [], accessRequests: [] };
    this.faults.clear();
    this.config = { ...DEFAULT_CONFIG };
  }
}
