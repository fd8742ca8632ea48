/** One message of the conversation. */
export interface ChatMessage {
  id: number;
  text: string;
  isUser: boolean;
  /** The feedback id of a finished answer (the Run-Id header). */
  runId: string | null;
  feedback: 'none' | 'received' | 'error';
  /**
   * What went wrong with this answer, if anything ('aborted': the popup closed or the account
   * changed; 'signed-out': the chat API answered 401; 'refused': it is up but refused this page).
   */
  error: null | 'request' | 'no-account' | 'stream' | 'no-stream' | 'aborted' | 'signed-out' | 'refused';
  /** The answer is still arriving. */
  streaming: boolean;
}

/** The conversation and what the chat is doing. */
export interface ChatState {
  messages: ChatMessage[];
  status: 'idle' | 'loading' | 'streaming';
  /** The text in the input: kept when a question fails, so it is never lost. */
  draft: string;
  /** Why the last send did not happen (empty question). */
  notice: string | null;
}

/** Where a chat talks to, as its element's attributes choose: unset parts fall back to the portal's. */
export interface ChatTarget {
  chatApiUrl?: string | undefined;
  customerId?: number | undefined;
}

/** The chat API address and customer the next question goes to. */
export interface ChatEndpoint {
  chatApiUrl: string;
  customerId: number | null | undefined;
}
