import { defaultMessages } from '../../src/messages/defaultMessages.ts';
import { providerWords } from '../../src/messages/providerWords.ts';
import type { MockFixture } from '../../src/mock/fixtures/types.ts';

/**
 * The wording check of issue 28: text a user reads (outside the "Details for support" disclosure, which holds the
 * service's own words for support) must never carry the service's or the config's internals.
 */

/** One kind of internal text, and how to find it. */
interface WordingRule {
  name: string;
  pattern: RegExp;
}

// Each pattern is global (matchAll). They look for the shape of an internal, not for today's texts.
const RULES: readonly WordingRule[] = [
  // quotaOptimization, selectedFieldMappings, watchFieldsAuto, useProviderFlows; AccountId, LeadSource.
  { name: 'config key (camelCase)', pattern: /\b[a-z]+\d*(?:[A-Z][a-z\d]*)+\b/g },
  { name: 'config key (PascalCase)', pattern: /\b[A-Z][a-z\d]+(?:[A-Z][a-z\d]*)+\b/g },
  // invoice__c, in_progress, invalid_token, org_initech.
  { name: 'config key (snake_case)', pattern: /\b[a-z][a-z\d]*(?:_+[a-z\d]+)+\b/g },
  // write.objects.opportunity.deletionSettings.enabled, config.content, changes[0].value.
  { name: 'dotted path', pattern: /\b[A-Za-z_$][\w$]*(?:\[\d+\])*(?:\.[A-Za-z_$][\w$]+(?:\[\d+\])*)+/g },
  { name: 'indexed path', pattern: /\b[A-Za-z_$][\w$]*\[\d+\]/g },
  // /selectedFields/ssn_last4__c, /read/objects, /v1.
  { name: 'slashed path', pattern: /(?<![\w/.:])\/[A-Za-z_~][\w~.-]*(?:\/[\w~.-]*)*/g },
  // zod's and the service's validator phrases.
  {
    name: 'validator phrase',
    pattern:
      /\bInvalid (?:input|option|type|value|string|format|key|element|union|enum|literal|date|url|email)\b/gi,
  },
  {
    name: 'validator phrase',
    pattern:
      /\b(?:expected|received) (?:an? )?(?:boolean|string|number|object|array|integer|int|bigint|date|nan|null|undefined|record|map|set|tuple|enum|literal|true or false|a text|a list|never|unknown)\b/gi,
  },
  { name: 'validator phrase', pattern: /\bmust be\b/gi },
  { name: 'validator phrase', pattern: /\b(?:is|are) required\b/gi },
  { name: 'validator phrase', pattern: /^\s*Required\.?\s*$/g },
  { name: 'validator phrase', pattern: /\bToo (?:small|big)\b|\bUnrecognized keys?\b|\bnonempty\b/gi },
  { name: 'validator phrase', pattern: /\bThe input message is incorrect\b/gi },
  { name: 'validator phrase', pattern: /\bsample read failed\b/gi },
  // INVALID_SESSION_ID, NOT_FOUND.
  { name: 'raw code (UPPER_SNAKE)', pattern: /\b[A-Z][A-Z\d]*(?:_[A-Z\d]+)+\b/g },
  // A status code with what says it is one, or alone as the whole text.
  {
    name: 'raw code (HTTP status)',
    pattern:
      /\b(?:HTTP|[Ss]tatus|[Cc]ode|[Ee]rror)\s*:?\s*[1-5]\d\d\b|\b[1-5]\d\d\s*(?::|-)?\s*(?=[A-Z][a-z]+ [A-Z])|^\s*[1-5]\d\d\s*$/g,
  },
  {
    name: 'raw code (status phrase)',
    pattern:
      /\b(?:Bad Request|Unauthorized|Forbidden|Not Found|Conflict|Unprocessable (?:Content|Entity)|Too Many Requests|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)\b/g,
  },
  // What a runtime says when it fails: for developers only.
  {
    name: 'raw code (runtime error)',
    pattern:
      /\b(?:TypeError|SyntaxError|ReferenceError|Failed to fetch|Unexpected (?:end|token)|JSON|about:blank|undefined|null|NaN|\[object Object\])\b/g,
  },
];

/** Attributes whose text a user reads (or hears) beside the text content. */
const READ_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt'];

const SKIPPED_ELEMENTS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

/** One internal found in visible text. */
export interface WordingFinding {
  rule: string;
  match: string;
  text: string;
}

/**
 * The names and values a provider or the fixture supplies, which may look like anything ("invoice__c" as a
 * provider's label, "__proto__" as a field's): text they make up is the user's data, not an internal. Built from
 * display names and values only (never from API names: "invoice__c" shown where its label should be is a finding).
 */
export class AllowedNames {
  private readonly names = new Set<string>();
  /** Lowercase provider keys ("salesforce", "hubspot"): shown as words, they are internals. */
  readonly providerKeys = new Set<string>();
  /** The provider's API names of objects and fields, each with its labels (`invoice__c` → "Invoice"). */
  private readonly apiNames = new Map<string, Set<string>>();

  /** Adds every display name and value the value holds (any depth). */
  addFrom(value: unknown): this {
    this.walk(value, undefined, new Set());
    return this;
  }

  /** Adds a fixture's display names and values, and notes its providers' keys. */
  addFixture(fixture: MockFixture): this {
    this.addFrom(fixture);
    for (const { integration } of fixture.integrations) {
      this.providerKeys.add(integration.provider);
      // The provider's name as the widget words it (`hubspot` → "HubSpot"): a brand, not a config key.
      this.add(providerWords(integration.provider));
    }
    for (const { providerObjects } of fixture.connections) {
      for (const object of providerObjects) {
        this.addApiName(object.objectName, object.displayName);
        for (const field of object.fields) this.addApiName(field.fieldName, field.displayName);
      }
    }
    return this;
  }

  /**
   * Whether a text node is a provider API name shown beside its label (a field row's "Industry  Industry__c"),
   * which names the provider's field for whoever knows it by that name; alone (instead of its label) it is a
   * finding.
   */
  isApiNameBesideLabel(node: Node): boolean {
    const labels = this.apiNames.get(node.textContent?.trim() ?? '');
    if (!labels) return false;
    let element = node.parentElement;
    // Within its row: up to a few levels, never a whole section, form or page.
    for (
      let level = 0;
      element && level < 4 && !ROW_LIMITS.has(element.tagName);
      level++, element = element.parentElement
    ) {
      // A combobox shows the chosen field's label as its input's value, its API name beside it.
      const values = Array.from(element.querySelectorAll('input'), (input) => input.value);
      const around = [element.textContent ?? '', ...values].join('\n');
      for (const label of labels) if (around.includes(label)) return true;
    }
    return false;
  }

  private addApiName(apiName: string, label: string): void {
    if (apiName === label) return;
    const labels = this.apiNames.get(apiName) ?? new Set<string>();
    labels.add(label);
    this.apiNames.set(apiName, labels);
  }

  /** Adds names the test itself typed (a search, a value): the user's own words. */
  add(...names: string[]): this {
    for (const name of names) if (name.trim() !== '') this.names.add(name);
    return this;
  }

  /** Whether `match` at `index` of `text` lies inside an allowed name that occurs there. */
  covers(text: string, match: string, index: number): boolean {
    for (const name of this.names) {
      if (!name.includes(match)) continue;
      let at = text.indexOf(name);
      while (at !== -1) {
        if (at <= index && index + match.length <= at + name.length) return true;
        at = text.indexOf(name, at + 1);
      }
    }
    return false;
  }

  private walk(value: unknown, key: string | undefined, seen: Set<unknown>): void {
    if (typeof value === 'string') {
      if (key !== undefined && DISPLAY_KEYS.has(key)) this.add(value);
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, key, seen);
      return;
    }
    for (const [name, item] of Object.entries(value)) this.walk(item, name, seen);
  }
}

/** Elements an API name's row never reaches beyond. */
const ROW_LIMITS = new Set(['BODY', 'MAIN', 'SECTION', 'FORM', 'NAV', 'FIELDSET', 'DIALOG', 'UL', 'OL']);

/** Keys of the contract and fixtures whose strings are names or values a user reads as they are. */
const DISPLAY_KEYS = new Set([
  'displayName',
  'mapToDisplayName',
  'displayValue',
  'value',
  'values',
  'default',
  // The provider's own event names (`contact.merged`), as the manifest offers them and a config keeps them.
  'otherEvents',
]);

/** The summary of the disclosure that holds the service's own words (ServiceDetails). */
const SUPPORT_SUMMARY = defaultMessages['save.details'];

function isSupportDetails(element: Element): boolean {
  if (element.tagName !== 'DETAILS') return false;
  const summary = element.querySelector(':scope > summary');
  return summary?.textContent?.trim() === SUPPORT_SUMMARY;
}

/** Whether a node's text reaches the user: not hidden, not a script, not inside the support details' body. */
function isReadable(node: Node): boolean {
  let element: Element | null = node instanceof Element ? node : node.parentElement;
  let inSummary = false;
  while (element) {
    if (SKIPPED_ELEMENTS.has(element.tagName)) return false;
    if (element.hasAttribute('hidden')) return false;
    if (element instanceof HTMLElement && element.style.display === 'none') return false;
    if (element.tagName === 'SUMMARY') inSummary = true;
    else if (isSupportDetails(element) && !inSummary) return false;
    element = element.parentElement;
  }
  return node.isConnected;
}

/**
 * The internals one text holds, the allowed names' parts left out, and the parts that are what the user typed
 * (`typed`: the values of the page's inputs, echoed as in "No field matches “hasOwn”").
 */
export function findInternals(
  text: string,
  allowed: AllowedNames,
  typed: () => readonly string[] = () => [],
): WordingFinding[] {
  const findings: WordingFinding[] = [];
  const isTyped = (match: string, index: number) =>
    typed().some((value) => {
      for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
        if (at <= index && index + match.length <= at + value.length) return true;
      }
      return false;
    });
  for (const rule of RULES) {
    for (const found of text.matchAll(rule.pattern)) {
      const [match] = found;
      if (allowed.covers(text, match, found.index) || isTyped(match, found.index)) continue;
      findings.push({ rule: rule.name, match, text });
    }
  }
  for (const key of allowed.providerKeys) {
    for (const found of text.matchAll(new RegExp(`\\b${key}\\b`, 'g'))) {
      if (!allowed.covers(text, key, found.index)) {
        findings.push({ rule: 'provider key', match: key, text });
      }
    }
  }
  return findings;
}

/**
 * The texts a user reads in `root` (text nodes and read attributes); a provider's API name shown beside its label
 * is left out (see {@link AllowedNames.isApiNameBesideLabel}).
 */
export function readableTexts(root: Node, allowed: AllowedNames): string[] {
  const texts: string[] = [];
  const document = root.ownerDocument ?? (root as Document);
  const addAttributes = (element: Element) => {
    if (!isReadable(element)) return;
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  };
  const addText = (node: Node) => {
    if (node.textContent?.trim() && isReadable(node) && !allowed.isApiNameBesideLabel(node)) {
      texts.push(node.textContent);
    }
  };
  if (root.nodeType === Node.TEXT_NODE) {
    addText(root);
    return texts;
  }
  if (root instanceof Element) addAttributes(root);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) addText(node);
    else if (node instanceof Element) {
      addAttributes(node);
    }
  }
  return texts;
}

/**
 * Collects the internals in everything a user reads under `root`, now and in every state it shows until `stop`:
 * a MutationObserver scans each added node, changed text and changed read attribute (as long as it is still on
 * the page when the observer runs, which is before the browser would paint it).
 */
export function watchWording(root: Node, allowed: AllowedNames) {
  const findings = new Map<string, WordingFinding>();
  const document = root.ownerDocument ?? (root as Document);
  const typedValues = () =>
    Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
      (input) => input.value.trim(),
    ).filter((value) => value !== '');
  const check = (text: string) => {
    for (const finding of findInternals(text, allowed, typedValues)) {
      findings.set(`${finding.rule}\n${finding.match}\n${finding.text}`, finding);
    }
  };
  const scan = (node: Node) => {
    for (const text of readableTexts(node, allowed)) check(text);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(scan);
      else if (record.type === 'characterData') scan(record.target);
      else if (record.target instanceof Element && record.target.isConnected) {
        const value = record.attributeName ? record.target.getAttribute(record.attributeName) : null;
        if (value && isReadable(record.target)) check(value);
      }
      // A disclosure opened or a node un-hidden: its text is readable now.
      if (
        record.type === 'attributes' &&
        (record.attributeName === 'hidden' || record.attributeName === 'open')
      ) {
        scan(record.target);
      }
    }
  });
  scan(root);
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...READ_ATTRIBUTES, 'hidden', 'open'],
  });
  return {
    /** Scans the page once more, stops watching, and returns every finding (each once). */
    stop(): WordingFinding[] {
      for (const record of observer.takeRecords())
        if (record.type === 'childList') record.addedNodes.forEach(scan);
      observer.disconnect();
      scan(root);
      return [...findings.values()];
    },
  };
}

/** Findings as lines a failing assertion prints: the rule, the internal, and the text it is in. */
export function describeFindings(findings: readonly WordingFinding[]): string[] {
  return findings.map(({ rule, match, text }) => `${rule}: "${match}" in "${text.trim()}"`);
}
