// The snapshots of `useSyncExternalStore` for what never changes, and for telling the server's render apart.

/** A subscription to nothing: no store yet, or a snapshot that never changes. */
export const subscribeNothing = () => () => {};
/**
 * The snapshots of "this render makes or hydrates the server's HTML": `useSyncExternalStore(subscribeNothing,
 * notOnServer, onServer)` is true on the server and while hydrating, false in every render after.
 */
export const onServer = () => true;
export const notOnServer = () => false;
