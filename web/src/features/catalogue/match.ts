// The matching rule of product-rules §3: a receipt line matches a product when its text contains one of
// the product's `matches[]` (case-insensitive) and none of the product's or the campaign's
// `exclusions[]`. The product editor's preview runs it on a typed line.

export interface MatchRule {
  matches: readonly string[];
  exclusions: readonly string[];
}

export type MatchResult =
  { matched: true; match: string } | { matched: false; reason: 'empty' | 'noMatches' | 'noMatch' } | { matched: false; reason: 'excluded'; exclusion: string };

const fold = (text: string) => text.toLocaleLowerCase('ru-RU');

/** Whether `line` matches `product` (with the campaign's exclusions, if any), and why. */
export function matchLine(line: string, product: MatchRule, campaignExclusions: readonly string[] = []): MatchResult {
  const text = fold(line.trim());
  if (!text) return { matched: false, reason: 'empty' };
  const matches = product.matches.filter((word) => word.trim());
  if (matches.length === 0) return { matched: false, reason: 'noMatches' };
  const match = matches.find((word) => text.includes(fold(word.trim())));
  if (!match) return { matched: false, reason: 'noMatch' };
  const exclusion = [...product.exclusions, ...campaignExclusions].find((word) => word.trim() && text.includes(fold(word.trim())));
  if (exclusion) return { matched: false, reason: 'excluded', exclusion };
  return { matched: true, match };
}
