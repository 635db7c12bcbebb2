/** The tag colour of each live status, the same on the live list and in "my live classes". */
export const LIVE_STATUS_COLOURS = { live: 'red', upcoming: 'gold', ended: 'default' } as const;
