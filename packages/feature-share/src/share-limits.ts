/** [S2.40] At most this many recipients per sending (the server refuses more with a 400). */
export const MAX_RECIPIENTS = 20;
/** [S2.40] The personal message's maximum length, in characters (the server's limit). */
export const MESSAGE_MAX_LENGTH = 1000;
