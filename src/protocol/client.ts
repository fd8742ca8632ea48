/**
 * The client SDK that embedded apps use to talk to Portal Shell. It imports nothing from the rest
 * of the shell and ships as its own entry (`client.js`). The protocol arrives with the embedded-apps work.
 */
export const PROTOCOL_VERSION = 1;
