/**
 * How a mail link's token (`body.signature`, both base64url) is written. It is broken into groups
 * of GROUP characters with '~', which base64url never uses and URLs leave as is: a run of 30 or
 * more letters and digits starting with 1 or 3 is what spam filters take for a Bitcoin address
 * (SpamAssassin's __BITCOIN_ID), and a random signature makes one now and then.
 */
const GROUP = 20;
const SEPARATOR = '~';

/** The token as mail links carry it. */
export const groupedToken = (token: string): string =>
  (token.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? []).join(SEPARATOR);

/** The token itself, from a link's text with or without groups (links sent before grouping have none). */
export const ungroupedToken = (text: string): string => text.split(SEPARATOR).join('');
