// What @hono/node-server hands a request as its bindings, as far as getConnInfo reads them (the
// socket's remote address). `app.request()` has no socket unless a test passes one of these as
// its third argument; without one the client is unknown, which is never this machine.

/** A request whose TCP connection comes from `remoteAddress`. */
export function fromAddress(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

/** A request from this machine itself (the developer's browser): the development outbox and the test checkout answer only to it. */
export const fromThisMachine = fromAddress('127.0.0.1');
