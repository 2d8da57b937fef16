/**
 * A message's type as a translation may word it: any string (not the English literals TypeScript infers for a
 * message that picks between two), or a function of the same arguments to any string.
 */
export type Worded<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : T;
