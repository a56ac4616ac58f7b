/** The most deals one saved list keeps: in a browser (saving one more drops the oldest) and on the server. */
export const MAX_SAVED = 200;

/** A saved deal's state: we offer it and it can be bought, we offer it but Amazon has none, or it has ended. */
export const SAVED_STATES = ['live', 'unavailable', 'ended'] as const;
