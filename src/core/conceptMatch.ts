import { crmVocabulary } from './crmVocabulary.ts';
import type { NameShape } from './nameShape.ts';

// Concepts that say little on their own, numbers and the CRM's own name: they count half ("Billing ZIP" is about
// the ZIP more than the billing; HubSpot's "hubspot_owner_id" about the owner).
const MINOR = new Set(
  'id name number date type count business home billing shipping mailing last first expected annual url primary salesforce hubspot zoho pipedrive zendesk attio crm'.split(
    ' ',
  ),
);

function weight(concept: string, objectConcept: string | undefined): number {
  // The object's own name in its field labels ("Account Phone" on an account) is mostly noise.
  if (concept === objectConcept) return 0.3;
  // A number: its first character is a digit.
  return MINOR.has(concept) || concept.charCodeAt(0) < 58 ? 0.5 : 1;
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}

// One word an abbreviation of the other ("cust", "customer"; "pro", "professional"), or both the same word in
// two languages ("technologie", "technology"; "finanzas", "finance").
function sameStem(a: string, b: string): boolean {
  if (a[0] !== b[0]) return false;
  const shorter = Math.min(a.length, b.length);
  const common = commonPrefix(a, b);
  return (common === shorter && shorter >= 3) || (common >= 5 && common >= 0.65 * shorter);
}

// How close two concepts are: the same, one a kind of the other ("mobile", "phone"), two kinds of one thing, or
// the same stem where the vocabulary does not know a word.
function conceptSimilarity(a: string, b: string, other: NameShape): number {
  if (a === b) return 1;
  const { broader, concepts } = crmVocabulary();
  const aBroader = broader.get(a);
  const bBroader = broader.get(b);
  if (aBroader === b || bBroader === a) return 0.8;
  if (aBroader !== undefined && aBroader === bBroader) return 0.5;
  if (concepts.has(a) && concepts.has(b)) return 0;
  return sameStem(a, b) || other.raw.some((word) => sameStem(a, word)) ? 0.8 : 0;
}

/** How the concepts of two names meet: the weight of `a`'s concepts found in `b`, and each name's whole weight. */
export interface ConceptMatch {
  matched: number;
  aWeight: number;
  bWeight: number;
}

/**
 * Matches the concepts of `a` with those of `b`, each with its best partner and the lighter of their weights
 * (names and dates count half, `objectConcept`, the object the fields belong to, less).
 */
export function conceptMatch(a: NameShape, b: NameShape, objectConcept?: string): ConceptMatch {
  let matched = 0;
  let aWeight = 0;
  let bWeight = 0;
  for (const concept of b.concepts) bWeight += weight(concept, objectConcept);
  for (const concept of a.concepts) {
    const w = weight(concept, objectConcept);
    aWeight += w;
    let best = 0;
    let bestWeight = w;
    for (const other of b.concepts) {
      const similarity = conceptSimilarity(concept, other, b);
      if (similarity > best) {
        best = similarity;
        bestWeight = weight(other, objectConcept);
      }
    }
    matched += best * Math.min(w, bestWeight);
  }
  return { matched, aWeight, bWeight };
}
