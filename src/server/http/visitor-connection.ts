/**
 * Whether the visitor behind one request is still there, wherever the request stands on its
 * connection. With HTTP/1.1 pipelining Node queues an answer behind the ones before it on the same
 * socket; until it is next in that pipeline the answer has no socket, and on Node 20 it never gets `close` when the
 * socket dies (nodejs/node#62534). So the socket itself is watched as well as the answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What the writer and the slot guard need of the visitor: whether they left. */
export interface VisitorPresence {
  /** Whether the connection closed before the answer was completely sent. */
  left(): boolean;
  /**
   * Calls back once the connection closes before the answer was completely sent (at once if it
   * has), ahead of every `onEnd` callback: the recipe is cancelled before what it held is released.
   */
  onLeave(callback: () => void): void;
}

export interface VisitorConnection extends VisitorPresence {
  /**
   * Resolves true once the answer is next in its connection's pipeline, to be written (at once
   * unless it is queued behind another), or false when the connection closes first.
   */
  nextInPipeline(log: { info(message: string): void }): Promise<boolean>;
  /** Calls back once the answer is over: completely sent, or its connection gone. */
  onEnd(callback: () => void): void;
}

export function watchVisitor(
  request: IncomingMessage,
  response: ServerResponse,
): VisitorConnection {
  const socket = request.socket;
  const leaveCallbacks: (() => void)[] = [];
  const callbacks: (() => void)[] = [];
  let ended = false;
  let left = false;

  let stopWatchingSocket = () => {};
  const end = () => {
    if (ended) return;
    ended = true;
    stopWatchingSocket();
    response.off('close', end);
    left = !response.writableFinished;
    const leaving = leaveCallbacks.splice(0);
    if (left) for (const callback of leaving) callback();
    for (const callback of callbacks.splice(0)) callback();
  };
  if (socket.destroyed) end();
  else {
    stopWatchingSocket = onSocketClose(socket, end);
    response.once('close', end);
  }

  return {
    left: () => left,
    onLeave(callback) {
      if (left) callback();
      else if (!ended) leaveCallbacks.push(callback);
    },
    nextInPipeline(log) {
      if (ended) return Promise.resolve(false);
      // A queued answer is given the socket (and a `socket` event) when the one before it ends.
      if (response.socket !== null) return Promise.resolve(true);
      log.info(
        'answer queued behind another on its connection: waiting to be next in the pipeline',
      );
      return new Promise((resolve) => {
        const ready = () => {
          callbacks.splice(callbacks.indexOf(gone), 1);
          resolve(true);
        };
        const gone = () => {
          response.off('socket', ready);
          resolve(false);
        };
        response.once('socket', ready);
        callbacks.push(gone);
      });
    },
    onEnd(callback) {
      if (ended) callback();
      else callbacks.push(callback);
    },
  };
}

const socketWatchers = new WeakMap<Socket, Set<() => void>>();

/**
 * One `close` listener per socket, however many requests are pipelined on it (a listener each
 * would pass Node's limit of 10 and warn). Returns a function that stops watching.
 */
function onSocketClose(socket: Socket, callback: () => void): () => void {
  let watchers = socketWatchers.get(socket);
  if (!watchers) {
    const created = new Set<() => void>();
    socketWatchers.set(socket, created);
    socket.once('close', () => {
      socketWatchers.delete(socket);
      for (const watcher of [...created]) watcher();
    });
    watchers = created;
  }
  watchers.add(callback);
  return () => watchers.delete(callback);
}
