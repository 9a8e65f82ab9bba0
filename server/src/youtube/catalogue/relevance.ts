/**
 * A small relevance ranker (BM25-style weights over title, channel and description) for the
 * offline catalogue: words rare in the catalogue count more than common ones, a title match more
 * than a description match.
 */
export interface SearchableDocument {
  title: string;
  channelTitle: string;
  description: string;
}

const FIELD_WEIGHTS = { title: 3, channelTitle: 2, description: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

/** Lowercase words without accents, with a plain English plural folded ("trailers" → "trailer"). */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );
}

interface IndexedDocument<T> {
  doc: T;
  fields: Record<Field, Set<string>>;
  titleText: string;
}

export class RelevanceIndex<T extends SearchableDocument> {
  private readonly docs: IndexedDocument<T>[];
  private readonly documentFrequency = new Map<string, number>();

  constructor(docs: readonly T[]) {
    this.docs = docs.map((doc) => {
      const fields = {
        title: new Set(tokenize(doc.title)),
        channelTitle: new Set(tokenize(doc.channelTitle)),
        description: new Set(tokenize(doc.description)),
      };
      return { doc, fields, titleText: tokenize(doc.title).join(' ') };
    });
    for (const { fields } of this.docs) {
      for (const word of new Set(FIELDS.flatMap((f) => [...fields[f]]))) {
        this.documentFrequency.set(word, (this.documentFrequency.get(word) ?? 0) + 1);
      }
    }
  }

  /** Matching documents, best first; ties go to the more viewed (then a stable order). */
  search(query: string, popularity: (doc: T) => number): T[] {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0) return [];
    const phrase = terms.join(' ');
    const scored: { doc: T; score: number }[] = [];
    for (const entry of this.docs) {
      let score = 0;
      for (const term of terms) score += this.idf(term) * this.fieldWeight(entry, term);
      if (score === 0) continue;
      // The whole query as written in the title is the strongest signal there is.
      if (terms.length > 1 && entry.titleText.includes(phrase)) score *= 1.5;
      scored.push({ doc: entry.doc, score });
    }
    return scored
      .sort((a, b) => b.score - a.score || popularity(b.doc) - popularity(a.doc))
      .map((s) => s.doc);
  }

  private idf(term: string): number {
    const n = this.docs.length;
    // Unseen words can still match as a prefix ("trail" → "trailer"): treat them as rare.
    const df = this.documentFrequency.get(term) ?? 1;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  private fieldWeight(entry: IndexedDocument<T>, term: string): number {
    let best = 0;
    for (const field of FIELDS) {
      const words = entry.fields[field];
      if (words.has(term)) best = Math.max(best, FIELD_WEIGHTS[field]);
      // A word being typed matches as a prefix, at half weight.
      else if (term.length >= 3 && [...words].some((w) => w.startsWith(term))) {
        best = Math.max(best, FIELD_WEIGHTS[field] / 2);
      }
    }
    return best;
  }
}
