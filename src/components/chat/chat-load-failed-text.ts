/** What the popup's place says when the chat's code could not be loaded (its Try again loads it again). */
export const CHAT_NOT_LOADED_TEXT = 'The help chat could not be loaded.';
