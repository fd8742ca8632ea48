// The chat's words to the person: its welcome, its answers to bad input and failures, and the sign-in states.
/** The assistant's first message. */
export const CHAT_WELCOME_MESSAGE =
  'Hi! I am the help assistant. I cannot recall past messages, and I answer only from Help Center articles.';
/** The answers to an empty question and to a failed one. */
export const EMPTY_QUESTION_TEXT = 'No question provided.';
export const CHAT_FAILURE_TEXT = 'Sorry, something went wrong. Please try asking your question again.';
export const FEEDBACK_THANKS_TEXT = 'Thank you for your feedback!';
export const FEEDBACK_FAILURE_TEXT = 'Something went wrong with giving feedback.';
/** No customer to ask for: the element has no `customer-id` and no account is selected on the page. */
export const CHAT_NO_ACCOUNT_TEXT =
  'The help assistant does not know which customer account you are asking about. Choose an account in the portal, then ask again.';
/** The chat API answered 401: the visitor is not signed in to the portal (or their browser did not send the portal's cookie). */
export const CHAT_SIGNED_OUT_TEXT = 'You are not signed in to the portal. Sign in to ask the help assistant.';
/**
 * Back from signing in, and this page still cannot see the sign-in: the browser does not send the
 * portal's cookie to a page of another site. Signing in again would only go round, so none is offered.
 */
export const CHAT_SIGN_IN_NOT_SHARED_TEXT =
  'You are signed in, but this site cannot use your portal sign-in (your browser keeps it for the portal\'s own site). Ask the help assistant in the portal instead.';
/**
 * The chat API is up but refused this page (CORS): the site is not among the portal's allowed
 * origins. Signing in would not help, so none is offered; the host's developer reads why in the console.
 */
export const CHAT_REFUSED_TEXT = 'The help assistant is not available on this site.';
