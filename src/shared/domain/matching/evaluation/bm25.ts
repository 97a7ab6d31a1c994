/**
 * A plain BM25 baseline (k1 = 1.2, b = 0.75) for the matching evaluation. Each expert is one document: the bag of
 * lower-cased word tokens (split on anything not a letter or digit) of their skills, headline and outcome tags. The
 * query is the request's required skills and outcome tags (a match request has no title or description), tokenised
 * the same way, each distinct token counted once. No synonyms, no stemming. Ties keep the pool's order.
 */
import type { TMatchExpert, TMatchRequest } from '../types';

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export function tokenise(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

const documentOf = (expert: TMatchExpert) =>
  [...expert.skills, expert.headline ?? '', ...expert.outcomeTags].flatMap(tokenise);

export type TBm25Index = {
  rank(request: TMatchRequest): string[];
  /** Expert ids ranked for free text (a brief's own words), best first. */
  rankText(text: string): string[];
};

export function buildBm25Index(experts: readonly TMatchExpert[]): TBm25Index {
  const documents = experts.map((expert) => {
    const tokens = documentOf(expert);
    const frequencies = new Map<string, number>();
    for (const token of tokens) frequencies.set(token, (frequencies.get(token) ?? 0) + 1);
    return { id: expert.id, length: tokens.length, frequencies };
  });
  const count = documents.length;
  const averageLength = documents.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, count);
  const documentFrequency = new Map<string, number>();
  for (const doc of documents)
    for (const token of doc.frequencies.keys()) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  // The non-negative idf (as Lucene): ln(1 + (N − df + 0.5) / (df + 0.5)).
  const idf = (token: string) => {
    const df = documentFrequency.get(token) ?? 0;
    return Math.log(1 + (count - df + 0.5) / (df + 0.5));
  };

  const rankTokens = (tokens: readonly string[]) => {
    const query = [...new Set(tokens)];
    const scored = documents.map((doc, order) => {
      let score = 0;
      for (const token of query) {
        const tf = doc.frequencies.get(token) ?? 0;
        if (tf === 0) continue;
        const norm = BM25_K1 * (1 - BM25_B + (BM25_B * doc.length) / averageLength);
        score += (idf(token) * tf * (BM25_K1 + 1)) / (tf + norm);
      }
      return { id: doc.id, score, order };
    });
    scored.sort((a, b) => b.score - a.score || a.order - b.order);
    return scored.map((entry) => entry.id);
  };

  return {
    rank: (request) => rankTokens([...request.requiredSkills, ...request.outcomeTags].flatMap(tokenise)),
    rankText: (text) => rankTokens(tokenise(text)),
  };
}

/** Expert ids ranked by BM25 for one request, best first. */
export function bm25Rank(request: TMatchRequest, experts: readonly TMatchExpert[]): string[] {
  return buildBm25Index(experts).rank(request);
}
