/** A timeframe found in text: canonical value ("3 months", "Q3 2027"), how to say it, and where it was. */
export type TTimeframe = { value: string; phrase: string; start: number; end: number };
